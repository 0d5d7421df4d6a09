"use client";
import { useCallback, useEffect, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { formatPercent } from "@/lib/money/format";
import { submitToLendersAction } from "@/lib/submissions/actions";
import type { SubmissionsBoardView } from "@/lib/submissions/queries";
import { SubmissionCard } from "./submission-card";

/** While a simulated lender is working, the board looks again this often. */
const POLL_MS = 3000;

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
      <div>
        <Button type="submit" size="sm" disabled={af.pending}>
          Submit to selected lenders
        </Button>
      </div>
    </form>
  );
}
