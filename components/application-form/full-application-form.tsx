"use client";
import { ScriptForm } from "@/components/forms/script-form";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, type Path } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/use-zod-form";
import { type FullApplicationValues } from "@/lib/applications/full-application/form-values";
import type { FullApplicationView } from "@/lib/applications/full-application/store";
import { submitJson } from "@/lib/http/send-json";
import { BusinessSection } from "./business-section";
import { CompletenessSummary } from "./completeness-summary";
import { DebtsSection } from "./debts-section";
import { DirectorsSection } from "./directors-section";
import { TextAreaField } from "./fields";
import { PanelSection } from "@/components/portal/panel-section";

/**
 * 'Complete your application': the same form for the client and for their referring broker,
 * validated by the same zod schema as PUT /api/applications/[id]/full-application. Saving a part
 * is fine; the summary says what is still missing. Once the file is closed or has gone to lenders
 * the server says why (lockedMessage) and the answers are shown read-only, without a Save button.
 */
export function FullApplicationForm({ view }: { view: FullApplicationView }) {
  const router = useRouter();
  const [current, setCurrent] = useState(view);
  const form = useZodForm(
    () => import("@/lib/applications/full-application/schema").then((m) => m.fullApplicationSchema),
    view.values,
  );
  const disabled = !current.editable || form.formState.isSubmitting;

  const save = form.handleSubmit(async (values) => {
    const sent = await submitJson<FullApplicationView>(
      `/api/applications/${view.applicationId}/full-application`,
      values,
      "PUT",
    );
    if (!sent.ok) {
      for (const [k, msgs] of Object.entries(sent.fields))
        form.setError(k as Path<FullApplicationValues>, { message: msgs[0] });
      toast.error("Error", { description: sent.message ?? "Could not save your application." });
      return;
    }
    const saved = sent.data as FullApplicationView;
    setCurrent(saved);
    // The saved rows (with their ids) become the form; typed identifiers are cleared, now on file.
    form.reset(saved.values);
    toast.success("Saved", { description: `Your application is ${saved.completeness.percent}% complete.` });
    router.refresh();
  });

  return (
    <div className="grid gap-6">
      <CompletenessSummary completeness={current.completeness} />
      {current.lockedMessage ? (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm">
          {current.lockedMessage}
        </p>
      ) : null}
      <FormProvider {...form}>
        <ScriptForm noValidate aria-label="Complete your application" className="grid gap-8" onSubmit={save}>
          <fieldset disabled={disabled} className="grid gap-8">
            <BusinessSection derivedAcn={current.derivedAcn} />
            <DirectorsSection onFile={current.onFile} />
            <DebtsSection />
            <PanelSection id="fa-purpose" title="Purpose" level="h2" className="grid gap-4" headingClassName="text-lg">
              <TextAreaField name="purpose.detail" label="What is the finance for?" />
              <TextAreaField name="purpose.useOfFunds" label="How will the funds be used?" />
            </PanelSection>
          </fieldset>
          {current.editable ? (
            <div>
              <Button type="submit" disabled={disabled}>
                {form.formState.isSubmitting ? "Saving..." : "Save"}
              </Button>
            </div>
          ) : null}
        </ScriptForm>
      </FormProvider>
    </div>
  );
}
