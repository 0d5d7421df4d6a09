"use client";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { SelectField } from "@/components/portal/select-field";
import { LeadStatusBadge } from "@/components/portal/status-badge";
import { EmptyState } from "@/components/shared/empty-state";
import { LEAD_STATUS_OPTIONS } from "@/lib/applications/status-views";
import { formatAud } from "@/lib/money/format";
import { hardNavigate } from "@/lib/utils/navigate";
import { LeadForm } from "./lead-form";
import type { Lead } from "./types";
import { writeWizardPrefill } from "@/lib/applications/prefill";

/** Lead Management: add, move along and convert leads. Every change is saved, then `onChanged` reloads. */
export function LeadsTab({
  leads,
  loading,
  referralCode,
  onChanged,
}: {
  leads: Lead[];
  loading: boolean;
  referralCode: string | null;
  onChanged: () => void;
}) {
  const [addOpen, setAddOpen] = useState(false);

  async function setLeadStatus(lead: Lead, status: string) {
    const res = await fetch(`/api/leads/${lead.id}`, {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    if (!res.ok) {
      toast.error("Error", {
        description:
          ((await res.json().catch(() => ({}))) as { message?: string }).message ?? "Could not update the lead.",
      });
      return;
    }
    toast.success("Lead updated", { description: `${lead.contactName} is now ${status}.` });
    onChanged();
  }

  function convert(lead: Lead) {
    const [firstName, ...rest] = lead.contactName.split(" ");
    writeWizardPrefill(sessionStorage, {
      companyName: lead.businessName,
      email: lead.email,
      amount: Number(lead.loanAmount) || undefined,
      firstName,
      lastName: rest.join(" "),
      phone: lead.phone ?? "",
      leadId: lead.id,
    });
    hardNavigate(
      `/application?${new URLSearchParams({ ...(referralCode ? { ref: referralCode } : {}), lead: lead.id }).toString()}`,
    );
  }

  return (
    <>
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Lead Management</h2>
        <Dialog open={addOpen} onOpenChange={setAddOpen}>
          <DialogTrigger asChild>
            <Button>{leads.length === 0 ? "Add First Lead" : "Add Lead"}</Button>
          </DialogTrigger>
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle>Add Lead</DialogTitle>
              <DialogDescription>Leads are private to you.</DialogDescription>
            </DialogHeader>
            <LeadForm
              onCreated={() => {
                setAddOpen(false);
                onChanged();
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading leads...
        </p>
      ) : null}
      {leads.length === 0 ? (
        <EmptyState title="No leads yet" />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {leads.map((l) => (
            <li key={l.id} className="grid gap-2 rounded-lg border border-border p-4 text-sm">
              <div className="flex items-start justify-between">
                <div>
                  <p className="font-semibold">{l.contactName}</p>
                  <p>{l.businessName}</p>
                </div>
                <LeadStatusBadge status={l.status} />
              </div>
              <p>
                {l.loanAmount ? formatAud(Number.parseInt(l.loanAmount, 10)) : "Amount not set"} · {l.email}
              </p>
              {l.applicationId ? <p className="text-success">Application Created</p> : null}
              {l.status !== "converted" ? (
                <div className="flex flex-wrap items-end gap-2">
                  <SelectField
                    id={`lead-status-${l.id}`}
                    label="Status"
                    options={LEAD_STATUS_OPTIONS}
                    value={l.status}
                    onChange={(e) => void setLeadStatus(l, e.target.value)}
                    className="w-36"
                  />
                  {!l.applicationId ? (
                    <Button size="sm" onClick={() => convert(l)}>
                      Convert to application
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
