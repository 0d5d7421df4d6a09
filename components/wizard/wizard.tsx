"use client";
import { useActionState, useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { onFirstTouch } from "@/components/shared/first-touch";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { DraftView } from "@/lib/applications/drafts";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { submitWizard, type WizardFormState } from "@/lib/applications/wizard-actions";
import type { WizardFormOutput } from "@/lib/applications/wizard-schema";
import { abnProblem } from "@/lib/abr/abn";
import { AUTO_STEPS, SUMMARY_STEPS, firstStepOf, hasPrevious, headingFor, previousStep } from "./steps-data";
import { AmountStep } from "./steps/amount-step";
import { CreditStep } from "./steps/credit-step";
import { PurposeStep } from "./steps/purpose-step";
import { TermStep } from "./steps/term-step";
import { TradingStep } from "./steps/trading-step";
import { TurnoverStep } from "./steps/turnover-step";
import { useMatchPreview } from "./use-match-preview";
import { EMAIL_LINK_LABEL, useServerDraft } from "./use-server-draft";
import { useWizardSteps } from "./use-wizard";
import { useWizardSession } from "./use-wizard-session";
import { StepProgress, TrustBadges, WizardHeader } from "./wizard-frame";
import { WIZARD_DEFAULTS, type WizardValues } from "./wizard-values";
import { useWizardResolver } from "./wizard-resolver";
import { LATER_STEPS, warmLaterSteps } from "./later-steps";
import { WizardNoScript } from "./wizard-no-script";

const failure = (reason: string) =>
  `We couldn't submit your application: ${reason}. Your answers are saved; please try again.`;

/**
 * The twelve-step application (spec §2): one react-hook-form form checked by the shared wizard schema.
 * `draft` is the server draft the page found for this browser (null: none yet); without the prop the
 * wizard keeps its answers in this tab only.
 */
export function Wizard({ draft }: { draft?: DraftView | null }) {
  const form = useForm<WizardValues, unknown, WizardFormOutput>({
    resolver: useWizardResolver(),
    defaultValues: WIZARD_DEFAULTS,
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control }) as WizardValues;
  const { step, go, chose, next, edit, returnTo, restore: restoreStep } = useWizardSteps();
  const restore = useCallback(
    (answers: WizardValues, savedStep: number | null) => {
      form.reset(answers);
      if (!savedStep) return;
      // A saved ABN the submission would refuse (a draft from before step 7 checked it) is not dropped:
      // the applicant is taken to step 7 to fix it, and back to where they were (issue #37).
      const problem = savedStep > 7 ? abnProblem(answers.abnNumber) : null;
      restoreStep(savedStep);
      if (problem) {
        form.setError("abnNumber", { type: "abn", message: problem });
        edit(7, savedStep);
      }
    },
    [form, restoreStep, edit],
  );
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const session = useWizardSession({ step, values, restore, draft, draftId });
  const server = useServerDraft({
    enabled: draft !== undefined,
    initial: draft ?? null,
    ready: session.ready,
    step,
    values,
    onSaved: setDraftId,
  });
  const preview = useMatchPreview(step, values);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Steps 7 to 12 load apart from the page (ADR 035), from the visitor's first touch on.
  useEffect(() => onFirstTouch(warmLaterSteps), []);

  // Each new step's heading takes focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (session.ready) heading.current?.focus();
  }, [step, session.ready]);

  // 'View Quotes' posts the contact step's form (every answer, the earlier steps' as hidden fields)
  // to the server action of POST /api/applications (ADR 055): the form's action for the browser's
  // own POST, and called with the same FormData once the browser's check passes.
  const [, dispatch] = useActionState<WizardFormState, FormData>(submitWizard, {});
  const [sending, startSending] = useTransition();

  function answered(answer: WizardFormState) {
    if (answer.result) {
      setResult(answer.result);
      go(11);
      return;
    }
    for (const [name, messages] of Object.entries(answer.fields ?? {}))
      form.setError(name as keyof WizardValues, { message: messages[0] });
    setSubmitError(failure(answer.error ?? "please check your answers"));
    server.pause(false);
    if (answer.fields) fixOn(Object.keys(answer.fields));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    void form.handleSubmit(
      () => {
        setSubmitError(null);
        server.pause(true);
        const data = new FormData(element);
        startSending(async () => answered(await submitWizard({}, data)));
      },
      // An answer from an earlier step the schema refuses (e.g. an old saved session): say which, and go there.
      (errors) => {
        setSubmitError(failure(Object.values(errors)[0]?.message ?? "please check your answers"));
        fixOn(Object.keys(errors));
      },
    )(event);
  }

  /**
   * A refused answer is fixed where it was asked: the wizard opens the earliest step holding a refused
   * field (its message is on the field), and that step's Continue comes back here (issue #37).
   */
  function fixOn(fields: string[]) {
    const target = firstStepOf(fields);
    if (target === null || target >= step) return;
    setSubmitError(null); // the message is on the field, on the step it opens
    edit(target, step);
  }

  function restart() {
    session.forget();
    server.pause(false); // a new application gets a new draft
    form.reset(WIZARD_DEFAULTS);
    setResult(null);
    go(1);
  }

  function body() {
    switch (step) {
      case 1:
        return <PurposeStep form={form} onChoose={chose} />;
      case 2:
        return <AmountStep form={form} onContinue={() => next(2)} />;
      case 3:
        return <TermStep form={form} onChoose={chose} />;
      case 4:
        return <TurnoverStep form={form} onContinue={() => next(4)} />;
      case 5:
        return <CreditStep form={form} onChoose={chose} />;
      case 6:
        return <TradingStep form={form} onChoose={chose} />;
      case 7:
        // After an edit the company step returns to the summary; the first time, matching animates.
        return <LATER_STEPS.CompanyStep form={form} onNext={() => (returnTo ? next(7) : go(8))} />;
      case 8:
        return <LATER_STEPS.MatchingStep preview={preview} />;
      case 9:
        return <LATER_STEPS.TeaserStep preview={preview} onUnlock={() => next(9)} />;
      case 10:
        return (
          <LATER_STEPS.ContactStep
            form={form}
            action={dispatch}
            onSubmit={submit}
            envelope={{ idempotencyKey: session.idempotencyKey.current, leadId: session.leadId.current }}
            submitting={sending}
            submitError={submitError}
          />
        );
      case 11:
        return <LATER_STEPS.EstimateStep form={form} result={result} onNext={() => go(12)} />;
      default:
        return <LATER_STEPS.CompleteStep result={result} onRestart={restart} />;
    }
  }

  return (
    <div className="min-h-screen bg-muted/40">
      <WizardHeader complete={step === 12} />
      <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
        <h1 className="sr-only">Apply for business funding</h1>
        {/* Without JavaScript the steps cannot run: one form with every question instead (ADR 055). */}
        <noscript>
          <style>{"#main > :not(h1):not(noscript) { display: none !important; }"}</style>
          <Card>
            <CardHeader>
              <h2 className="text-2xl font-bold">Your application</h2>
            </CardHeader>
            <CardContent>
              <WizardNoScript />
            </CardContent>
          </Card>
        </noscript>
        {step < 12 ? <StepProgress step={step} /> : null}
        <Card>
          <CardHeader>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
              {headingFor(step, preview?.matchedLenders)}
            </h2>
            {AUTO_STEPS.has(step) ? (
              <p className="text-sm text-muted-foreground">Choose one option to continue.</p>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-6">
            {session.ready ? (
              <>
                {body()}
                {SUMMARY_STEPS.has(step) ? (
                  <LATER_STEPS.AnswersSummary values={values} onEdit={(n: number) => edit(n, step)} />
                ) : null}
              </>
            ) : (
              // As tall as step 1's choices (one column, then two from 640 px), which almost every visit
              // opens on: the page does not jump when they replace it.
              <p className="min-h-[408px] sm:min-h-[198px]">Loading...</p>
            )}
            {hasPrevious(step) ? (
              <Button variant="ghost" className="justify-self-start" onClick={() => go(previousStep(step))}>
                Previous
              </Button>
            ) : null}
          </CardContent>
        </Card>
        {server.canEmail ? (
          <Button
            variant="link"
            className="justify-self-center"
            disabled={server.sending}
            onClick={() => void server.emailLink()}
          >
            {EMAIL_LINK_LABEL}
          </Button>
        ) : null}
        {step <= 10 ? <TrustBadges /> : null}
      </main>
    </div>
  );
}
