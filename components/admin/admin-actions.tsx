"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ROLES } from "@/lib/auth/permissions";

async function send(url: string, method: string, body: unknown) {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
  if (!res.ok) {
    toast.error("Error", {
      description: data.fields
        ? Object.entries(data.fields)
            .map(([k, v]) => `${k}: ${v[0]}`)
            .join("; ")
        : (data.message ?? "The change was not saved."),
    });
    return false;
  }
  toast.success("Saved", { description: "The change was saved and audited." });
  return true;
}

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
  const patch = async (body: object) => (await send(`/api/admin/users/${id}`, "PATCH", body)) && router.refresh();
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
      onClick={async () => (await send(`/api/admin/lenders/${id}`, "PATCH", { active: !active })) && router.refresh()}
    >
      {active ? `Deactivate ${name}` : `Activate ${name}`}
    </Button>
  );
}

export function LenderRates({ id, name, min, max }: { id: string; name: string; min: number; max: number }) {
  const router = useRouter();
  const [lo, setLo] = useState((min / 100).toFixed(2));
  const [hi, setHi] = useState((max / 100).toFixed(2));
  return (
    <form
      className="flex items-end gap-1"
      onSubmit={async (e) => {
        e.preventDefault();
        if (
          await send(`/api/admin/lenders/${id}`, "PATCH", {
            rateMinBps: Math.round(Number(lo) * 100),
            rateMaxBps: Math.round(Number(hi) * 100),
          })
        )
          router.refresh();
      }}
    >
      <Label htmlFor={`lo-${id}`} className="sr-only">
        Minimum rate for {name}
      </Label>
      <Input
        id={`lo-${id}`}
        className="h-9 w-20"
        value={lo}
        onChange={(e) => setLo(e.target.value)}
        inputMode="decimal"
      />
      <Label htmlFor={`hi-${id}`} className="sr-only">
        Maximum rate for {name}
      </Label>
      <Input
        id={`hi-${id}`}
        className="h-9 w-20"
        value={hi}
        onChange={(e) => setHi(e.target.value)}
        inputMode="decimal"
      />
      <Button size="sm" type="submit" aria-label={`Save rates for ${name}`}>
        Save
      </Button>
    </form>
  );
}

export function NewLenderForm() {
  const router = useRouter();
  return (
    <form
      aria-label="Add lender"
      className="grid gap-3 sm:grid-cols-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const name = String(f.get("name") ?? "");
        const ok = await send("/api/admin/lenders", "POST", {
          name,
          slug: name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/(^-|-$)/g, ""),
          tier: f.get("tier"),
          products: ["term_loan"],
          minAmount: f.get("minAmount"),
          maxAmount: f.get("maxAmount"),
          minTermMonths: 12,
          maxTermMonths: 60,
          minMonthlyTurnover: f.get("minMonthlyTurnover"),
          minMonthsInBusiness: f.get("minMonths"),
          acceptedCreditProfiles: ["excellent", "good", "fair", "unsure"],
          rateMinBps: Math.round(Number(f.get("rateMin")) * 100),
          rateMaxBps: Math.round(Number(f.get("rateMax")) * 100),
          establishmentFeeBps: 150,
          minEstablishmentFee: 300,
          speedHours: 48,
        });
        if (ok) {
          (e.target as HTMLFormElement).reset();
          router.refresh();
        }
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor="nl-name">Name</Label>
        <Input id="nl-name" name="name" required />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-tier">Tier</Label>
        <NativeSelect id="nl-tier" name="tier">
          <option value="prime">Prime</option>
          <option value="near_prime">Near-prime</option>
          <option value="alt_doc">Alt-doc</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-min">Min amount ($)</Label>
        <Input id="nl-min" name="minAmount" type="number" defaultValue={20000} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-max">Max amount ($)</Label>
        <Input id="nl-max" name="maxAmount" type="number" defaultValue={500000} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-turn">Min monthly turnover ($)</Label>
        <Input id="nl-turn" name="minMonthlyTurnover" type="number" defaultValue={20000} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-months">Min months trading</Label>
        <Input id="nl-months" name="minMonths" type="number" defaultValue={12} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-rmin">Rate from (%)</Label>
        <Input id="nl-rmin" name="rateMin" inputMode="decimal" defaultValue="9.90" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="nl-rmax">Rate to (%)</Label>
        <Input id="nl-rmax" name="rateMax" inputMode="decimal" defaultValue="14.90" />
      </div>
      <div>
        <Button type="submit">Add lender</Button>
      </div>
    </form>
  );
}
