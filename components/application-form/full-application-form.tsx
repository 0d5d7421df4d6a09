"use client";
import { useRouter } from "next/navigation";
import { FormProvider } from "react-hook-form";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { saveFullApplicationAction } from "@/lib/applications/full-application/actions";
import { applyRowIntent, typedFullApplication } from "@/lib/applications/full-application/form-data";
import { emptyDebt, emptyDirector } from "@/lib/applications/full-application/form-values";
import type { FullApplicationView } from "@/lib/applications/full-application/store";
import { BusinessSection } from "./business-section";
import { CompletenessSummary } from "./completeness-summary";
import { DebtsSection } from "./debts-section";
import { DirectorsSection } from "./directors-section";
import { PostedErrors, TextAreaField } from "./fields";
import { PanelSection } from "@/components/portal/panel-section";

const BLANK_ROWS = { directors: emptyDirector, debts: emptyDebt };

/**
 * 'Complete your application': the same form for the client and for their referring broker, posted
 * to `saveFullApplicationAction` (ADR 055), which parses it with the schema of PUT
 * /api/applications/[id]/full-application and saves it the same way; it works without JavaScript
 * (a row's Add and Remove buttons then post the form). Saving a part is fine; the summary says what
 * is still missing. Once the file is closed or has gone to lenders the server says why
 * (lockedMessage) and the answers are shown read-only, without a Save button.
 */
export function FullApplicationForm({ view }: { view: FullApplicationView }) {
  const router = useRouter();
  const af = useActionForm({
    action: saveFullApplicationAction,
    schema: () => import("@/lib/applications/full-application/schema").then((m) => m.fullApplicationSchema),
    // The saved rows (with their ids) become the form, typed identifiers cleared (now on file); a
    // refusal shows what was typed; a row button pressed without JavaScript adds its blank row.
    defaults: (state) =>
      applyRowIntent(
        typedFullApplication(state.values, state.view?.values ?? view.values),
        state.rows && "add" in state.rows ? state.rows : null,
        BLANK_ROWS,
      ),
    say: (state) =>
      state.view
        ? {
            kind: "success",
            title: "Saved",
            description: `Your application is ${state.view.completeness.percent}% complete.`,
          }
        : state.error
          ? { kind: "error", title: "Error", description: state.error }
          : null,
    onDone: () => router.refresh(),
  });
  const current = af.state.view ?? view;
  const disabled = !current.editable || af.pending;
  return (
    <div className="grid gap-6">
      <CompletenessSummary completeness={current.completeness} />
      {current.lockedMessage ? (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm">
          {current.lockedMessage}
        </p>
      ) : null}
      <ActionNotice notice={af.notice} />
      <PostedErrors.Provider value={af.state.fields}>
        <FormProvider {...af.form}>
          <form {...af.formProps} aria-label="Complete your application" className="grid gap-8">
            {af.hydrated || !current.editable ? null : (
              // Without JavaScript, Enter in a field presses the form's first submit button: Save, never a row's Remove.
              <button type="submit" hidden tabIndex={-1}>
                Save
              </button>
            )}
            <input type="hidden" name="applicationId" value={current.applicationId} />
            <fieldset disabled={!current.editable} className="grid gap-8">
              <BusinessSection derivedAcn={current.derivedAcn} />
              <DirectorsSection onFile={current.onFile} />
              <DebtsSection />
              <PanelSection
                id="fa-purpose"
                title="Purpose"
                level="h2"
                className="grid gap-4"
                headingClassName="text-lg"
              >
                <TextAreaField name="purpose.detail" label="What is the finance for?" />
                <TextAreaField name="purpose.useOfFunds" label="How will the funds be used?" />
              </PanelSection>
            </fieldset>
            {current.editable ? (
              <div>
                <Button type="submit" disabled={disabled}>
                  {af.pending ? "Saving..." : "Save"}
                </Button>
              </div>
            ) : null}
          </form>
        </FormProvider>
      </PostedErrors.Provider>
    </div>
  );
}
