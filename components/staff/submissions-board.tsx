"use client";
import { useCallback, useEffect, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { submitJson } from "@/lib/http/send-json";
import { formatPercent } from "@/lib/money/format";
import { submitToLendersAction } from "@/lib/submissions/actions";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { CarryOutDeletion } from "@/components/consent/carry-out-deletion";
import { SubmissionCard } from "./submission-card";

/** While a simulated lender is working, the board looks again this often. */
const POLL_MS = 3000;

/** Where the owner's consent stands for a lender (issue 34 item 1): staff submit only approved lenders. */
const CONSENT_WORDS: Record<SubmissionsBoardView["matches"][number]["consent"], string> = {
  approved: "Owner approved",
  removed: "Owner removed",
  proposed: "Awaiting the owner's consent",
  not_proposed: "Not proposed to the owner",
};

/**
 * The submissions board of the open application (issue 16 item 2): the match list with reasons to
 * pick lenders from, and each submission with its own status, conditions, decline reason and offers.
 */
export function SubmissionsBoard({ applicationId }: { applicationId: string }) {
  const [board, setBoard] = useState<SubmissionsBoardView | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const res = await fetch(`/api/staff/applications/${applicationId}/submissions`, { credentials: "include" });
    if (!res.ok) return setFailed(true);
    setFailed(false);
    setBoard((await res.json()) as SubmissionsBoardView);
  }, [applicationId]);
  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);
  const working = board?.submissions.some(
    (s) => s.driver === "simulated" && (s.status === "submitted" || s.status === "assessing"),
  );
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [working, load]);

  if (failed) return <p className="text-sm text-destructive">The submissions could not be loaded.</p>;
  if (!board) return <p className="text-sm text-muted-foreground">Loading submissions…</p>;
  return (
    <div className="grid gap-3">
      {board.deletionRequests.length ? <DeletionRequest request={board.deletionRequests[0]!} onDone={load} /> : null}
      <LenderPicker board={board} onSubmitted={load} />
      {board.submissions.length ? (
        <ul aria-label="Lender submissions" className="grid gap-2">
          {board.submissions.map((s) => (
            <SubmissionCard key={s.id} submission={s} onChanged={load} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Not submitted to any lender yet.</p>
      )}
    </div>
  );
}

/** 'Submit to selected lenders', on the one form pattern (ADR 055): posted to submitToLendersAction. */
function LenderPicker({ board, onSubmitted }: { board: SubmissionsBoardView; onSubmitted: () => Promise<void> }) {
  const af = useActionForm({
    action: submitToLendersAction,
    schema: () => import("@/lib/submissions/schema").then((m) => m.createSubmissionsFormSchema),
    defaults: { applicationId: board.applicationId, lenderIds: [] },
    say: (state) =>
      state.submitted
        ? { kind: "success", title: "Submitted", description: `Sent to ${state.submitted} lender(s).` }
        : state.error
          ? { kind: "error", title: "Not submitted", description: state.fields?.lenderIds?.[0] ?? state.error }
          : null,
    onDone: onSubmitted,
  });
  const open = board.matches.filter((m) => !m.submissionId);
  if (!open.length) return null;
  const error = af.error("lenderIds");
  return (
    <form {...af.formProps} aria-label="Submit to lenders" className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" name="applicationId" value={board.applicationId} />
      <fieldset className="grid gap-1" aria-describedby={error ? "pick-lenders-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Choose lenders from the match list</legend>
        {open.map((m) => (
          <div key={m.lenderId} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              id={`pick-${m.lenderId}`}
              value={m.lenderId}
              {...af.form.register("lenderIds")}
              className="mt-1"
              aria-describedby={`pick-${m.lenderId}-why`}
            />
            <label htmlFor={`pick-${m.lenderId}`} className="grid">
              <span className="font-medium">{m.lenderName}</span>
              <span id={`pick-${m.lenderId}-why`} className={m.eligible ? "text-muted-foreground" : "text-amber-800"}>
                {m.eligible
                  ? `Eligible${m.rateBps != null ? ` · indicative ${formatPercent(m.rateBps)} p.a.` : ""}`
                  : `Not eligible: ${m.reasons.join("; ")}`}
                {m.driver === "email" ? " · by e-mail" : ""}
                {` · ${CONSENT_WORDS[m.consent]}`}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p id="pick-lenders-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={af.pending}
          onClick={af.form.handleSubmit(async (body) => {
            const r = await submitJson(`/api/staff/applications/${board.applicationId}/lender-proposals`, {
              lenderIds: body.lenderIds,
            });
            if (!r.ok) {
              toast.error("Not proposed", { description: r.fields.lenderIds?.[0] ?? r.message });
              return;
            }
            toast.success("Proposed", { description: `Asked the owner about ${body.lenderIds.length} lender(s).` });
            af.form.reset({ lenderIds: [] });
            await onSubmitted();
          })}
        >
          Propose to the client
        </Button>
        <Button type="submit" size="sm" disabled={af.pending}>
          Submit to selected lenders
        </Button>
      </div>
    </form>
  );
}

/** The owner's latest deletion request: staff carry it out once the deal is closed (ADR 083). */
function DeletionRequest({
  request,
  onDone,
}: {
  request: SubmissionsBoardView["deletionRequests"][number];
  onDone: () => void;
}) {
  if (request.completedAt)
    return (
      <p role="status" className="text-sm">
        Deleted on {request.completedAt.slice(0, 10)} at the owner&apos;s request (asked{" "}
        {request.requestedAt.slice(0, 10)}).
      </p>
    );
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm font-medium text-amber-800">
        The owner asked for deletion of this file on {request.requestedAt.slice(0, 10)}.
      </p>
      <CarryOutDeletion requestId={request.id} onDone={onDone} />
    </div>
  );
}
