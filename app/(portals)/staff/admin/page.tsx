import Link from "next/link";
import { AuditSection } from "@/components/admin/audit-section";
import { LendersSection } from "@/components/admin/lenders-section";
import { UsersSection } from "@/components/admin/users-section";
import { PageHeader } from "@/components/shared/page-header";
import { Button } from "@/components/ui/button";
import { auditLog, listLenders, listUsers } from "@/lib/admin";
import { auditQuerySchema, userSearchQuerySchema } from "@/lib/admin/client";
import { filledParams, portalPage } from "../../portal-page";

export const metadata = { title: "Administration", robots: { index: false } };
export const dynamic = "force-dynamic";

export default portalPage({ segment: "admin", path: "/staff/admin", action: "manage:user" }, async (user, params) => {
  const sp = filledParams(params);
  const filter = auditQuerySchema.safeParse(sp);
  const search = userSearchQuerySchema.safeParse(sp);
  const [users, lenders, events] = await Promise.all([
    listUsers(search.success ? search.data.q : undefined),
    listLenders(),
    auditLog(filter.success ? filter.data : {}),
  ]);
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-10 px-4 py-8">
      <PageHeader
        title="Administration"
        actions={
          <Button asChild variant="outline">
            <Link href="/staff">Staff Portal</Link>
          </Button>
        }
      />
      <UsersSection users={users} q={sp.q} selfId={user.id} />
      <LendersSection lenders={lenders} />
      <AuditSection events={events} filters={sp} />
    </main>
  );
});
