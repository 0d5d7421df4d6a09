"use client";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
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
import { conversionBlocker } from "@/lib/leads/conversion";
import { ConvertLeadForm } from "./convert-lead-form";
import { LeadForm } from "./lead-form";
import type { Lead } from "./types";

/** Lead Management: add, move along and convert leads. Every change is saved, then `onChanged` reloads. */
export function LeadsTab({ leads, loading, onChanged }: { leads: Lead[]; loading: boolean; onChanged: () => void }) {
  const [addOpen, setAddOpen] = useState(false);
  const [converting, setConverting] = useState<Lead | null>(null);

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
              {l.awaitingConfirmation ? (
                <p>
                  Awaiting client confirmation · <span className="font-mono">{l.awaitingConfirmation}</span>
                </p>
              ) : null}
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
                  <ConvertButton lead={l} onConvert={() => setConverting(l)} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!converting} onOpenChange={(open) => (open ? null : setConverting(null))}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Convert to application</DialogTitle>
            <DialogDescription>
              {converting ? `${converting.contactName}, ${converting.businessName}` : null}
            </DialogDescription>
          </DialogHeader>
          {converting ? (
            <ConvertLeadForm
              lead={converting}
              onConverted={() => {
                setConverting(null);
                onChanged();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** 'Convert to application', or the reason it cannot be used (lost lead, or already awaiting the client). */
function ConvertButton({ lead, onConvert }: { lead: Lead; onConvert: () => void }) {
  if (lead.applicationId) return null;
  const blocker = conversionBlocker(lead);
  const reasonId = `lead-convert-reason-${lead.id}`;
  return (
    <div className="grid gap-1">
      <Button size="sm" onClick={onConvert} disabled={!!blocker} aria-describedby={blocker ? reasonId : undefined}>
        Convert to application
      </Button>
      {blocker ? (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}
