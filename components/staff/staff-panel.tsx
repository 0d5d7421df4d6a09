"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { hardNavigate } from "@/lib/utils/navigate";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { MessageThread } from "@/components/messages/message-thread";
import { DetailsSheet } from "@/components/portal/details-sheet";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { RecordTable } from "@/components/portal/record-table";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { DocumentReview } from "./document-review";
import type { ApplicationStatus } from "@/lib/applications/status";
import { STAFF_STATUS_OPTIONS, staffChangeNeedsNote, staffOptionValue } from "@/lib/applications/status-views";
import { creditProfileLabel, industryLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
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
  onClose,
}: {
  app: StaffRow | null;
  viewer: { id: string; role: string };
  onClose: () => void;
}) {
  const router = useRouter();
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const factors = Array.isArray(app?.aiRiskFactors)
    ? (app.aiRiskFactors as { factor: string; points: number; detail: string }[])
    : [];

  async function change(value: string) {
    if (!app) return;
    if (staffChangeNeedsNote(app.canonicalStatus, value) && !notes.trim()) {
      setError("Add a note to move an application back.");
      return;
    }
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
    <DetailsSheet
      item={app}
      onClose={onClose}
      className="max-w-2xl"
      title={(a) => a.businessName}
      description={(a) => (
        <>
          {a.applicationNumber} · <StaffStatusBadge status={a.canonicalStatus} />
        </>
      )}
    >
      {(a) => (
        <>
          <PanelSection id="biz-heading" title="Business Information">
            <FactList
              facts={[
                ["Business Name", a.businessName],
                ["Industry", industryLabel(a.industry)],
                ["Time in Business", timeInBusinessLabel(a.timeInBusiness)],
                ["Monthly Turnover", formatAud(a.monthlyTurnover)],
                ["ABN", a.abn ?? "—"],
                ["Credit Profile", creditProfileLabel(a.creditProfile)],
              ]}
            />
          </PanelSection>
          <PanelSection id="loan-heading" title="Loan Details">
            <FactList
              facts={[
                ["Amount", formatAud(a.loanAmount)],
                ["Term", `${a.loanTerm} months`],
                ["Purpose", purposeLabel(a.loanPurpose)],
                ["Status", <StaffStatusBadge key="status" status={a.canonicalStatus} />],
                ["Referred by", a.partnerName ?? "Direct"],
              ]}
            />
          </PanelSection>
          {a.aiRiskScore != null ? (
            <PanelSection id="risk-heading" title="AI Risk Assessment" className="rounded-md border border-border p-3">
              <p className="text-sm">
                Score: <strong>{a.aiRiskScore}/100</strong> · {a.aiRiskCategory}
              </p>
              <p className="text-sm">{a.aiRecommendation}</p>
              {factors.length ? (
                <RecordTable
                  className="mt-2"
                  caption="Risk factors"
                  rows={factors.map((f) => ({ ...f, id: f.factor }))}
                  columns={[
                    { key: "factor", header: "Factor", cell: (f) => f.factor },
                    { key: "detail", header: "Detail", cell: (f) => f.detail },
                    { key: "points", header: "Points", cell: (f) => f.points, className: "text-right" },
                  ]}
                />
              ) : null}
              <p className="mt-2 text-xs text-muted-foreground">The assessment advises; staff decide.</p>
            </PanelSection>
          ) : null}
          <PanelSection id="status-heading" title="Update Status" className="grid gap-2">
            <Label htmlFor="status-notes">Note (required to move back)</Label>
            <Textarea id="status-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
            <Label htmlFor="status-select">Status</Label>
            <NativeSelect
              id="status-select"
              value={staffOptionValue(a.canonicalStatus)}
              disabled={busy}
              onChange={(e) => void change(e.target.value)}
            >
              {STAFF_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button
              variant="outline"
              onClick={() =>
                void runAssessment(a.id, () => {
                  onClose();
                  router.refresh();
                })
              }
            >
              AI Assess
            </Button>
          </PanelSection>
          <PanelSection id="docs-heading" title="Documents" className="grid gap-2">
            <DocumentReview key={a.id} applicationId={a.id} />
          </PanelSection>
          <PanelSection id="thread-heading" title="Messages" className="grid gap-2">
            <MessageThread key={a.id} applicationId={a.id} viewerId={viewer.id} viewerRole={viewer.role} />
          </PanelSection>
        </>
      )}
    </DetailsSheet>
  );
}
