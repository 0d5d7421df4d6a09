"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { hardNavigate } from "@/lib/utils/navigate";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { MessageThread } from "@/components/messages/message-thread";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { StaffChecklist } from "@/components/documents/checklist-staff";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import type { ApplicationStatus } from "@/lib/applications/status";
import { STAFF_STATUS_OPTIONS, staffChangeNeedsNote, staffOptionValue } from "@/lib/applications/status-views";
import { creditProfileLabel, industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { can } from "@/lib/auth/permissions";
import { formatAud } from "@/lib/money/format";

export interface StaffRow {
  id: string;
  applicationNumber: string;
  businessName: string;
  abn: string | null;
  loanAmount: number;
  loanTerm: number;
  industry: string | null;
  createdAt: string;
  status: string;
  canonicalStatus: ApplicationStatus;
  aiRiskScore: number | null;
  aiRiskCategory: string | null;
  aiRecommendation: string | null;
  aiRiskFactors: unknown;
  timeInBusiness: string;
  monthlyTurnover: number;
  loanPurpose: string;
  creditProfile: string;
  partnerName: string | null;
  version: number;
}

/** Runs the assessment and toasts the spec's texts; shared by the row button and the panel. */
export async function runAssessment(id: string, onDone: () => void) {
  try {
    const res = await fetch(`/api/applications/${id}/ai-assessment`, { method: "POST", credentials: "include" });
    if (res.status === 401) return unauthorized();
    if (!res.ok) throw new Error(String(res.status));
    const { riskScore } = (await res.json()) as { riskScore: number };
    toast.success("AI Assessment Complete", { description: `Risk Score: ${riskScore}/100` });
    onDone();
  } catch {
    toast.error("Error", { description: "Failed to generate AI assessment" });
  }
}

function unauthorized() {
  toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
  setTimeout(() => hardNavigate("/api/login?callbackUrl=%2Fstaff"), 500);
}

export function StaffPanel({
  app,
  viewer,
  checklist = null,
  onClose,
}: {
  app: StaffRow | null;
  viewer: { id: string; role: string };
  checklist?: ChecklistView | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [override, setOverride] = useState(false);
  const factors = Array.isArray(app?.aiRiskFactors)
    ? (app.aiRiskFactors as { factor: string; points: number; detail: string }[])
    : [];

  async function change(value: string) {
    if (!app) return;
    if (staffChangeNeedsNote(app.canonicalStatus, value) && !notes.trim()) {
      setError("Add a note to move an application back.");
      return;
    }
    if (override && !notes.trim()) return setError("Add a note to override the readiness check.");
    setError(null);
    setBusy(true);
    try {
      const label = STAFF_STATUS_OPTIONS.find((o) => o.value === value)?.label ?? value;
      const res = await fetch(`/api/applications/${app.id}/status`, {
        method: "PATCH",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          status: value,
          notes: notes.trim() || `Status updated to ${label} by staff`,
          version: app.version,
          ...(override ? { override: true } : {}),
        }),
      });
      if (res.status === 401) return unauthorized();
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        toast.error("Error", { description: "Failed to update application status" });
        setError(body.message ?? null);
        return;
      }
      toast.success("Success", { description: "Application status updated successfully" });
      setNotes("");
      onClose();
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Sheet open={app !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent side="right" className="max-w-2xl">
        {app ? (
          <>
            <SheetHeader>
              <SheetTitle>{app.businessName}</SheetTitle>
              <SheetDescription>
                {app.applicationNumber} · <StaffStatusBadge status={app.canonicalStatus} />
              </SheetDescription>
            </SheetHeader>
            <section aria-labelledby="biz-heading">
              <h3 id="biz-heading" className="font-semibold">
                Business Information
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Business Name</dt>
                  <dd>{app.businessName}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Industry</dt>
                  <dd>{industryLabel(app.industry)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Time in Business</dt>
                  <dd>{timeInBusinessLabel(app.timeInBusiness)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Monthly Turnover</dt>
                  <dd>{formatAud(app.monthlyTurnover)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">ABN</dt>
                  <dd>{app.abn ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Credit Profile</dt>
                  <dd>{creditProfileLabel(app.creditProfile)}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="loan-heading">
              <h3 id="loan-heading" className="font-semibold">
                Loan Details
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd>{formatAud(app.loanAmount)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Term</dt>
                  <dd>{app.loanTerm} months</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Purpose</dt>
                  <dd>{purposeLabel(app.loanPurpose)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd>
                    <StaffStatusBadge status={app.canonicalStatus} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Referred by</dt>
                  <dd>{app.partnerName ?? "Direct"}</dd>
                </div>
              </dl>
            </section>
            {app.aiRiskScore != null ? (
              <section aria-labelledby="risk-heading" className="rounded-md border border-border p-3">
                <h3 id="risk-heading" className="font-semibold">
                  AI Risk Assessment
                </h3>
                <p className="text-sm">
                  Score: <strong>{app.aiRiskScore}/100</strong> · {app.aiRiskCategory}
                </p>
                <p className="text-sm">{app.aiRecommendation}</p>
                {factors.length ? (
                  <Table className="mt-2">
                    <caption className="sr-only">Risk factors</caption>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Factor</TableHead>
                        <TableHead>Detail</TableHead>
                        <TableHead className="text-right">Points</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {factors.map((f) => (
                        <TableRow key={f.factor}>
                          <TableCell>{f.factor}</TableCell>
                          <TableCell>{f.detail}</TableCell>
                          <TableCell className="text-right">{f.points}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : null}
                <p className="mt-2 text-xs text-muted-foreground">The assessment advises; staff decide.</p>
              </section>
            ) : null}
            <section aria-labelledby="status-heading" className="grid gap-2">
              <h3 id="status-heading" className="font-semibold">
                Update Status
              </h3>
              <Label htmlFor="status-notes">Note (required to move back)</Label>
              <Textarea id="status-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
              <Label htmlFor="status-select">Status</Label>
              <NativeSelect
                id="status-select"
                value={staffOptionValue(app.canonicalStatus)}
                disabled={busy}
                onChange={(e) => void change(e.target.value)}
              >
                {STAFF_STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
              {can(viewer, "override:readiness") ? (
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
                  Override the readiness check (admin, note required)
                </label>
              ) : null}
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <Button
                variant="outline"
                onClick={() =>
                  void runAssessment(app.id, () => {
                    onClose();
                    router.refresh();
                  })
                }
              >
                AI Assess
              </Button>
            </section>
            <section aria-labelledby="docs-heading" className="grid gap-2">
              <h3 id="docs-heading" className="font-semibold">
                Document checklist
              </h3>
              <StaffChecklist checklist={checklist} />
            </section>
            <section aria-labelledby="thread-heading" className="grid gap-2">
              <h3 id="thread-heading" className="font-semibold">
                Messages
              </h3>
              <MessageThread key={app.id} applicationId={app.id} viewerId={viewer.id} viewerRole={viewer.role} />
            </section>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
