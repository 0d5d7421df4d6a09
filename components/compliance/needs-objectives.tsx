"use client";
import { useEffect, useState } from "react";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { PanelSection } from "@/components/portal/panel-section";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { saveNeedsObjectivesAction, type NeedsObjectivesState } from "@/lib/applications/needs-objectives-actions";
import { REPAYMENT_PREFERENCES } from "@/lib/applications/needs-objectives-schema";
import { formatDateTime } from "@/lib/money/format";

interface Stored {
  purpose: string;
  amount: string;
  termMonths: string;
  repaymentPreference: string;
  whyThisProduct: string;
  completedByRole: string;
  completedAt: string;
}
const OPTIONS = Object.entries(REPAYMENT_PREFERENCES).map(([value, label]) => ({ value, label }));
type Field = "purpose" | "amount" | "termMonths" | "repaymentPreference" | "whyThisProduct";

/**
 * The preliminary needs-and-objectives record (ADR 067) in the client's sheet and the staff panel:
 * completed before the file goes to any lender (the submission is refused without it).
 */
export function NeedsObjectives({ applicationId, readOnly = false }: { applicationId: string; readOnly?: boolean }) {
  const [data, setData] = useState<{ record: Stored | null } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void fetch(`/api/applications/${applicationId}/needs-objectives`, { credentials: "include" })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { record: Stored | null } | null) => live && body && setData(body));
    return () => {
      live = false;
    };
  }, [applicationId, version]);
  if (!data) return null;
  const r = data.record;
  return (
    <PanelSection id={`needs-${applicationId}`} title="Needs and objectives">
      <p className="mt-1 text-sm text-muted-foreground" data-testid="needs-status">
        {r
          ? `Completed by ${r.completedByRole === "client" ? "the client" : "our team"} on ${formatDateTime(r.completedAt)}.`
          : "Not completed yet: we need it before your application goes to any lender."}
      </p>
      {readOnly ? null : (
        <NeedsForm key={version} applicationId={applicationId} record={r} onSaved={() => setVersion((v) => v + 1)} />
      )}
    </PanelSection>
  );
}

function NeedsForm({
  applicationId,
  record,
  onSaved,
}: {
  applicationId: string;
  record: Stored | null;
  onSaved: () => void;
}) {
  const af = useActionForm({
    action: saveNeedsObjectivesAction,
    schema: () => import("@/lib/applications/needs-objectives-schema").then((m) => m.needsObjectivesSchema),
    defaults: {
      applicationId,
      purpose: record?.purpose ?? "",
      amount: record?.amount ?? "",
      termMonths: record?.termMonths ?? "",
      repaymentPreference: (record?.repaymentPreference ?? "") as never,
      whyThisProduct: record?.whyThisProduct ?? "",
    },
    say: (s: NeedsObjectivesState) =>
      s.saved
        ? { kind: "success", title: "Needs and objectives saved" }
        : s.error
          ? { kind: "error", title: "Not saved", description: s.error }
          : null,
    onDone: onSaved,
  });
  const field = (name: Field, label: string, control: (id: string, error?: string) => React.ReactNode) => {
    const id = `needs-${name}`;
    const error = af.error(name);
    return (
      <FormField id={id} label={label} error={error} required>
        {control(id, error)}
      </FormField>
    );
  };
  const aria = (id: string, error?: string) => ({
    id,
    "aria-invalid": !!error,
    "aria-describedby": describedBy(id, { error }),
  });
  return (
    <form {...af.formProps} aria-label="Needs and objectives" className="mt-2 grid gap-3 sm:grid-cols-2">
      <ActionNotice notice={af.notice} className="sm:col-span-2" />
      <input type="hidden" value={applicationId} {...af.form.register("applicationId")} />
      <div className="sm:col-span-2">
        {field("purpose", "What is the money for?", (id, e) => (
          <Textarea rows={3} defaultValue={af.typed("purpose")} {...aria(id, e)} {...af.form.register("purpose")} />
        ))}
      </div>
      {field("amount", "Amount needed ($)", (id, e) => (
        <Input inputMode="numeric" defaultValue={af.typed("amount")} {...aria(id, e)} {...af.form.register("amount")} />
      ))}
      {field("termMonths", "Term (months)", (id, e) => (
        <Input
          inputMode="numeric"
          defaultValue={af.typed("termMonths")}
          {...aria(id, e)}
          {...af.form.register("termMonths")}
        />
      ))}
      {field("repaymentPreference", "Repayment preference", (id, e) => (
        <NativeSelect
          defaultValue={af.typed("repaymentPreference")}
          {...aria(id, e)}
          {...af.form.register("repaymentPreference")}
        >
          <ChooseOptions options={OPTIONS} />
        </NativeSelect>
      ))}
      <div className="sm:col-span-2">
        {field("whyThisProduct", "Why does this kind of finance suit the business?", (id, e) => (
          <Textarea
            rows={3}
            defaultValue={af.typed("whyThisProduct")}
            {...aria(id, e)}
            {...af.form.register("whyThisProduct")}
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={af.pending}>
          Save needs and objectives
        </Button>
      </div>
    </form>
  );
}
