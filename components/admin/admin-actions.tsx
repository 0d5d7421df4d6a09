"use client";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { sendAdminChange } from "./admin-request";
import { ROLES } from "@/lib/auth/permissions";

// The lender forms live beside these actions; the admin page imports all of them from here.
export { LenderRates, NewLenderForm } from "./lender-forms";

export function UserActions({
  id,
  name,
  role,
  status,
  self,
}: {
  id: string;
  name: string;
  role: string;
  status: string;
  self: boolean;
}) {
  const router = useRouter();
  const patch = async (body: object) =>
    (await sendAdminChange(`/api/admin/users/${id}`, "PATCH", body)).ok && router.refresh();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={`role-${id}`} className="sr-only">
        Role for {name}
      </Label>
      <NativeSelect
        id={`role-${id}`}
        className="h-9 w-28"
        defaultValue={role}
        disabled={self}
        onChange={(e) => void patch({ role: e.target.value })}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="sm"
        variant="outline"
        disabled={self}
        onClick={() => void patch({ status: status === "active" ? "disabled" : "active" })}
      >
        {status === "active" ? `Disable ${name}` : `Enable ${name}`}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void patch({ resetTwoFactor: true })}>
        Reset 2FA
      </Button>
    </div>
  );
}

export function LenderActive({ id, name, active }: { id: string; name: string; active: boolean }) {
  const router = useRouter();
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={async () =>
        (await sendAdminChange(`/api/admin/lenders/${id}`, "PATCH", { active: !active })).ok && router.refresh()
      }
    >
      {active ? `Deactivate ${name}` : `Activate ${name}`}
    </Button>
  );
}
