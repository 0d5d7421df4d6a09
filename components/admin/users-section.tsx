import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { listUsers } from "@/lib/admin";
import { UserActions } from "./admin-actions";

/** Administration › Users: search by name or e-mail, change a role, disable or enable an account. */
export function UsersSection({
  users,
  q,
  selfId,
}: {
  users: Awaited<ReturnType<typeof listUsers>>;
  q: string | undefined;
  selfId: string;
}) {
  return (
    <section aria-labelledby="users-heading" className="grid gap-3">
      <h2 id="users-heading" className="text-xl font-semibold">
        Users
      </h2>
      <form method="get" className="flex items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="q">Search users</Label>
          <Input id="q" name="q" defaultValue={q} />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <Table>
        <caption className="sr-only">Users</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>2FA</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((u) => {
            const name = [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
            return (
              <TableRow key={u.id}>
                <TableCell>{name}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{u.role}</TableCell>
                <TableCell>{u.status}</TableCell>
                <TableCell>{u.totpEnabledAt ? "On" : "Off"}</TableCell>
                <TableCell>
                  <UserActions id={u.id} name={name} role={u.role} status={u.status} self={u.id === selfId} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
