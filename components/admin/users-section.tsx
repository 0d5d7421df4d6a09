import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { FilterForm } from "@/components/portal/filter-form";
import { RecordTable } from "@/components/portal/record-table";
import type { listUsers } from "@/lib/admin";
import { humanize } from "@/lib/applications/vocab";
import { UserActions } from "./admin-actions";
import { PanelSection } from "@/components/portal/panel-section";

type AdminUser = Awaited<ReturnType<typeof listUsers>>[number];
const nameOf = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** Administration › Users: search by name or e-mail, change a role, disable or enable an account. */
export function UsersSection({ users, q, selfId }: { users: AdminUser[]; q: string | undefined; selfId: string }) {
  return (
    <PanelSection id="users-heading" title="Users" level="h2" className="grid gap-3" headingClassName="text-xl">
      <FilterForm action="/staff/admin" submitLabel="Search">
        <FormField id="q" label="Search users" className="gap-1">
          <Input id="q" name="q" defaultValue={q} />
        </FormField>
      </FilterForm>
      <RecordTable
        caption="Users"
        rows={users}
        columns={[
          { key: "name", header: "Name", cell: nameOf },
          { key: "email", header: "Email", cell: (u) => u.email },
          { key: "role", header: "Role", cell: (u) => humanize(u.role) },
          { key: "status", header: "Status", cell: (u) => humanize(u.status) },
          { key: "2fa", header: "2FA", cell: (u) => (u.totpEnabledAt ? "On" : "Off") },
          {
            key: "actions",
            header: "Actions",
            cell: (u) => (
              <UserActions id={u.id} name={nameOf(u)} role={u.role} status={u.status} self={u.id === selfId} />
            ),
          },
        ]}
      />
    </PanelSection>
  );
}
