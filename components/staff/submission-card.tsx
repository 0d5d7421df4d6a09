"use client";
import { useState } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FREQUENCY_LABELS, type RepaymentFrequency } from "@/lib/money/loan-terms";
import { formatAud, formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { FINAL_SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS } from "@/lib/submissions/schema";
import { SubmissionKeyIn } from "./submission-key-in";
import { changeSubmission } from "./submission-request";

type Submission = SubmissionsBoardView["submissions"][number];

const VARIANT: Record<Submission["status"], BadgeVariant> = {
  submitted: "secondary",
  assessing: "info",
  action_required: "warning",
  conditionally_approved: "info",
  offered: "success",
  declined: "destructive",
  withdrawn: "muted",
};

/** One lender's submission: status, reference, conditions to answer, decline reason, offers, actions. */
export function SubmissionCard({
  submission: s,
  onChanged,
}: {
  submission: Submission;
  onChanged: () => Promise<void>;
}) {
  const final = FINAL_SUBMISSION_STATUSES.includes(s.status);
  const act = async (body: unknown, done: Parameters<typeof changeSubmission>[2]) => {
    if (await changeSubmission(s.id, body, done)) await onChanged();
  };
  return (
    <li aria-label={`${s.lenderName} submission`} className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{s.lenderName}</span>
        <Badge variant={VARIANT[s.status]}>{SUBMISSION_STATUS_LABELS[s.status]}</Badge>
        <span className="text-muted-foreground">
          {s.driver === "email" ? "By e-mail" : "API"} · submitted {formatDate(s.submittedAt)}
          {s.reference ? ` · ref ${s.reference}` : ""}
        </span>
      </div>
      {s.declineReason ? <p>Declined: {s.declineReason}</p> : null}
      {s.conditions.length ? (
        <ul aria-label={`Conditions from ${s.lenderName}`} className="grid gap-2">
          {s.conditions.map((c) => (
            <li key={c.id} className="grid gap-1">
              <span>{c.text}</span>
              {c.answeredAt || c.checklistItemId ? (
                <ConditionStatus condition={c} lender={s.lenderName} />
              ) : final ? null : (
                <ConditionAnswer
                  id={`${s.id}-${c.id}`}
                  condition={c.text}
                  onAnswer={(answer) => act({ action: "answer", conditionId: c.id, answer }, "Answer saved")}
                  onRequest={() =>
                    act({ action: "request", conditionId: c.id }, ({ linkedTo }) =>
                      linkedTo ? `Already requested — linked to ${linkedTo.label}` : "Requested from the client",
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {s.offers.map((o) => (
        <p key={o.id}>
          Offer: {formatAud(o.amount)} over {o.termMonths} months at {formatPercent(o.interestRateBps)} p.a. (APR{" "}
          {formatPercent(o.aprBps)});{" "}
          {FREQUENCY_LABELS[o.repaymentFrequency as RepaymentFrequency] ?? o.repaymentFrequency} repayment{" "}
          {formatAudCents(o.repaymentCents)}; total cost {formatAudCents(o.totalCostCents)}; expires{" "}
          {formatDate(o.expiresAt)} ({o.status})
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        {s.driver === "email" && !final ? <SubmissionKeyIn submission={s} onSaved={onChanged} /> : null}
        {s.status !== "withdrawn" && s.status !== "declined" ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Withdraw the submission to ${s.lenderName}`}
            onClick={() => act({ action: "withdraw" }, "Submission withdrawn")}
          >
            Withdraw
          </Button>
        ) : null}
      </div>
    </li>
  );
}

type Condition = Submission["conditions"][number];

const REQUEST_STATE: Record<string, string> = {
  requested: "not uploaded yet",
  received: "uploaded, waiting for our review",
  rejected: "the upload was rejected; the client was asked again",
};

/**
 * Where a condition really stands (ADR 082): answered in text, answered with the approved document
 * (sent to the lender), or requested from the client with that request's own state.
 */
function ConditionStatus({ condition: c, lender }: { condition: Condition; lender: string }) {
  const text = c.answeredAt
    ? c.documentId
      ? `Answered with ${c.documentName} on ${formatDate(c.answeredAt)} (sent to ${lender})`
      : `Answered: ${c.answer}`
    : !c.request
      ? "Requested from the client (document checklist)"
      : c.request.status === "approved"
        ? `${c.request.label}: approved; sending it to ${lender}`
        : `Requested from the client: ${c.request.label} (document checklist), ${REQUEST_STATE[c.request.status] ?? c.request.status}`;
  return <span className="text-muted-foreground">{text}</span>;
}

function ConditionAnswer({
  id,
  condition,
  onAnswer,
  onRequest,
}: {
  id: string;
  condition: string;
  onAnswer: (answer: string) => Promise<void>;
  onRequest: () => Promise<void>;
}) {
  const [answer, setAnswer] = useState("");
  return (
    <div className="grid gap-1">
      <Label htmlFor={`answer-${id}`} className="sr-only">
        Answer to: {condition}
      </Label>
      <Textarea id={`answer-${id}`} rows={2} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={answer.trim().length < 2}
          aria-label={`Save the answer to: ${condition}`}
          onClick={() => onAnswer(answer.trim())}
        >
          Save answer
        </Button>
        <Button size="sm" variant="outline" aria-label={`Ask the client for: ${condition}`} onClick={onRequest}>
          Ask the client
        </Button>
      </div>
    </div>
  );
}
