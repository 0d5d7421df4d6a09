import Link from "next/link";
import { PortalAccessState } from "@/components/portal/portal-access";
import { LenderActive, LenderRates, NewLenderForm, UserActions } from "@/components/admin/admin-actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { auditLog, listLenders, listUsers } from "@/lib/admin";
import { auditQuerySchema, userSearchQuerySchema } from "@/lib/admin/schema";
import { can } from "@/lib/auth/permissions";
import { getVerifiedUser } from "@/lib/auth/session";
import { formatAud, formatDateTime, formatPercent } from "@/lib/money/format";

export const metadata = { title: "Administration", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user || !can(user, "manage:user"))
    return <PortalAccessState segment="admin" path="/staff/admin" role={user?.role ?? null} />;
  const sp = Object.fromEntries(
    Object.entries(await searchParams).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  const filter = auditQuerySchema.safeParse(sp);
  const search = userSearchQuerySchema.safeParse(sp);
  const [users, lenders, events] = await Promise.all([
    listUsers(search.success ? search.data.q : undefined),
    listLenders(),
    auditLog(filter.success ? filter.data : {}),
  ]);
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8">
      <div className="flex items-center justify-between">
        <h1 className="text-3xl font-bold">Administration</h1>
        <Button asChild variant="outline">
          <Link href="/staff">Staff Portal</Link>
        </Button>
      </div>
      <section aria-labelledby="users-heading" className="grid gap-3">
        <h2 id="users-heading" className="text-xl font-semibold">
          Users
        </h2>
        <form method="get" className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="q">Search users</Label>
            <Input id="q" name="q" defaultValue={sp.q} />
          </div>
          <Button type="submit">Search</Button>
        </form>
        <table className="w-full text-sm">
          <caption className="sr-only">Users</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">2FA</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => {
              const name = [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
              return (
                <tr key={u.id} className="border-b border-border">
                  <td>{name}</td>
                  <td>{u.email}</td>
                  <td>{u.role}</td>
                  <td>{u.status}</td>
                  <td>{u.totpEnabledAt ? "On" : "Off"}</td>
                  <td>
                    <UserActions id={u.id} name={name} role={u.role} status={u.status} self={u.id === user.id} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="lenders-heading" className="grid gap-3">
        <h2 id="lenders-heading" className="text-xl font-semibold">
          Lender panel
        </h2>
        <NewLenderForm />
        <table className="w-full text-sm">
          <caption className="sr-only">Lenders</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col">Lender</th>
              <th scope="col">Tier</th>
              <th scope="col">Amounts</th>
              <th scope="col">Rates (% p.a.)</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {lenders.map((l) => (
              <tr key={l.id} className="border-b border-border">
                <td>{l.name}</td>
                <td>{l.tier}</td>
                <td>
                  {formatAud(l.minAmount)}-{formatAud(l.maxAmount)}
                </td>
                <td>
                  <span className="sr-only">
                    {formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)}
                  </span>
                  <LenderRates id={l.id} name={l.name} min={l.rateMinBps} max={l.rateMaxBps} />
                </td>
                <td>{l.active ? "Active" : "Inactive"}</td>
                <td>
                  <LenderActive id={l.id} name={l.name} active={l.active} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="audit-heading" className="grid gap-3">
        <h2 id="audit-heading" className="text-xl font-semibold">
          Audit log
        </h2>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="actorId">User id</Label>
            <Input id="actorId" name="actorId" defaultValue={sp.actorId} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="entity">Entity</Label>
            <Input id="entity" name="entity" defaultValue={sp.entity} placeholder="Application" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="from">From</Label>
            <Input id="from" name="from" type="date" defaultValue={sp.from} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="to">To</Label>
            <Input id="to" name="to" type="date" defaultValue={sp.to} />
          </div>
          <Button type="submit">Filter</Button>
        </form>
        <table className="w-full text-sm">
          <caption className="sr-only">Audit events</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Entity</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id} className="border-b border-border align-top">
                <td>{formatDateTime(e.at)}</td>
                <td>
                  {e.actorRole ?? "public"} <span className="font-mono text-xs">{e.actorId ?? ""}</span>
                </td>
                <td>{e.action}</td>
                <td>
                  {e.entity} <span className="font-mono text-xs">{e.entityId ?? ""}</span>
                </td>
                <td>{e.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
