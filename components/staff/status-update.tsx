"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { can } from "@/lib/auth/permissions";
import { submitJson } from "@/lib/http/send-json";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SelectField } from "@/components/portal/select-field";
import {
  STAFF_STATUS_OPTIONS,
  staffChangeNeedsConfirmation,
  staffChangeNeedsNote,
  staffDecisionConsequence,
  staffLabel,
  staffOptionValue,
  toCanonical,
} from "@/lib/applications/status-views";
import { dealMoveBlock } from "@/lib/applications/deal-guard";
import { DecisionDialog } from "./decision-dialog";
import { SettlementDialog } from "./settlement-form";
import type { StaffRow } from "./staff-row";
import { runAssessment, unauthorized } from "./staff-requests";

const optionLabel = (value: string) => STAFF_STATUS_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** Each option with the deal guard's reason when the move cannot be made yet (ADR 068). */
function guardedOptions(app: StaffRow, isAdmin: boolean) {
  return STAFF_STATUS_OPTIONS.map((o) => {
    const to = toCanonical(o.value);
    const blocked = to && to !== app.canonicalStatus ? dealMoveBlock(to, app.hasAcceptedOffer ?? false, isAdmin) : null;
    return { ...o, blocked, disabled: !!blocked, label: blocked ? `${o.label} (not yet)` : o.label };
  });
}

/**
 * The panel's status controls. A decision (approved, rejected, funded) opens a confirmation that
 * asks why; a move back needs the note; anything else is sent at once. The panel stays open and,
 * once the page has refreshed, shows the new status or assessment; a refusal shows the server's reason.
 */
export function StatusUpdate({
  app,
  viewer,
  onChanged,
}: {
  app: StaffRow;
  viewer: { id: string; role: string };
  onChanged?: (row: StaffRow) => void;
}) {
  const router = useRouter();
  const [notes, setNotes] = useState("");
  const [override, setOverride] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [decision, setDecision] = useState<string | null>(null);
  const [settling, setSettling] = useState(false);
  const options = guardedOptions(app, can(viewer, "reopen:application"));
  const blocked = options.filter((o) => o.blocked);

  async function send(value: string, note: string) {
    setError(null);
    setResult(null);
    setBusy(true);
    try {
      const sent = await submitJson<StaffRow>(
        `/api/applications/${app.id}/status`,
        { status: value, notes: note, version: app.version, ...(override ? { override: true } : {}) },
        "PATCH",
      );
      if (sent.status === 401) return unauthorized();
      if (!sent.ok) {
        const reason = sent.message ?? null;
        toast.error("Error", { description: `Failed to update application status${reason ? `: ${reason}` : ""}` });
        setError(reason ?? "Failed to update application status");
        return;
      }
      const saved = sent.data;
      if (saved.id === app.id) onChanged?.(saved as StaffRow);
      toast.success("Success", { description: "Application status updated successfully" });
      setNotes("");
      setDecision(null);
      setResult(`Status changed to ${optionLabel(value)}.`);
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  function change(value: string) {
    if (staffOptionValue("settled") === value) {
      // Funded is the settlement record, never a bare status (issue 18 item 3).
      setError(null);
      setSettling(true);
    } else if (override && !notes.trim()) {
      setError("Add a note to override the readiness check.");
    } else if (staffChangeNeedsConfirmation(value)) {
      setError(null);
      setDecision(value);
    } else if (staffChangeNeedsNote(app.canonicalStatus, value) && !notes.trim()) {
      setError("Add a note to move an application back.");
    } else {
      void send(value, notes.trim() || `Status updated to ${optionLabel(value)} by staff`);
    }
  }

  return (
    <>
      <Label htmlFor="status-notes">Note (required to move back)</Label>
      <Textarea id="status-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <SelectField
        id="status-select"
        label="Status"
        fieldClassName="gap-2"
        options={options}
        value={staffOptionValue(app.canonicalStatus)}
        disabled={busy}
        aria-describedby={blocked.length ? "status-blocked" : undefined}
        onChange={(e) => change(e.target.value)}
      />
      {blocked.length ? (
        <ul id="status-blocked" className="grid gap-1 text-xs text-muted-foreground">
          {blocked.map((o) => (
            <li key={o.value}>
              {o.label.replace(" (not yet)", "")}: {o.blocked}
            </li>
          ))}
        </ul>
      ) : null}
      {can(viewer, "override:readiness") ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
          Override the readiness check (admin, note required)
        </label>
      ) : null}
      {error && !decision ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {result ? (
        <p role="status" className="text-sm text-success">
          {result}
        </p>
      ) : null}
      <Button
        variant="outline"
        onClick={() =>
          void runAssessment(app.id, (score) => {
            setResult(`AI assessment complete: risk score ${score}/100.`);
            router.refresh();
          })
        }
      >
        AI Assess
      </Button>
      <SettlementDialog
        app={{ ...app, approved: app.canonicalStatus === "approved" }}
        open={settling}
        onClose={() => setSettling(false)}
        onSettled={() => {
          setSettling(false);
          setResult("Settlement recorded: status changed to Funded.");
          router.refresh();
        }}
      />
      <DecisionDialog
        decision={
          decision
            ? {
                applicationId: app.id,
                status: decision,
                version: app.version,
                override,
                applicationNumber: app.applicationNumber,
                businessName: app.businessName,
                fromLabel: staffLabel(app.canonicalStatus),
                toLabel: optionLabel(decision),
                consequence: staffDecisionConsequence(decision),
              }
            : null
        }
        defaultNote={notes}
        onDone={(saved) => {
          if (saved.id === app.id) onChanged?.(saved as unknown as StaffRow);
          setNotes("");
          setResult(`Status changed to ${optionLabel(decision ?? "")}.`);
          setDecision(null);
          router.refresh();
        }}
        onCancel={() => {
          setDecision(null);
          setError(null);
        }}
      />
    </>
  );
}
