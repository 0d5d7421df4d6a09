"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { humanize } from "@/lib/applications/vocab";
import { submitJson } from "@/lib/http/send-json";

/** Approve (creates the partner account and e-mails a sign-in link) or decline with a reason. */
export function PartnerApplicationActions({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  async function decide(body: object) {
    const sent = await submitJson<{ status: string }>(`/api/partner-applications/${id}`, body, "PATCH");
    if (!sent.ok) return void toast.error("Error", { description: sent.message ?? "Could not record the decision." });
    toast.success("Saved", { description: `${name}: ${humanize(sent.data.status ?? "")}` });
    router.refresh();
  }
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <Button size="sm" onClick={() => void decide({ decision: "approve" })} aria-label={`Approve ${name}`}>
        Approve
      </Button>
      <div className="grid gap-1">
        <Label htmlFor={`decline-${id}`} className="text-xs">
          Reason to decline
        </Label>
        <Input id={`decline-${id}`} value={reason} onChange={(e) => setReason(e.target.value)} className="h-9 w-56" />
      </div>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void decide({ decision: "decline", reason })}
        aria-label={`Decline ${name}`}
      >
        Decline
      </Button>
    </div>
  );
}
