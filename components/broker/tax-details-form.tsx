"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { saveTaxDetailsAction, type TaxDetailsFormState } from "@/lib/partners/tax-actions";

const schema = () => import("@/lib/partners/tax-schema").then((m) => m.partnerTaxSchema);

const say = (s: TaxDetailsFormState): Notice | null =>
  s.saved
    ? {
        kind: "success",
        title: "Tax details saved",
        description: s.gstRegistered
          ? "Your statements are now recipient-created tax invoices."
          : "Your statements are remittance advices (you are not registered for GST).",
      }
    : s.error
      ? { kind: "error", title: "Tax details not saved", description: s.error }
      : null;

/** The partner's legal name, ABN and GST registration, which their commission statements use (ADR 074). */
export function TaxDetailsForm({ current }: { current: { legalName: string; abn: string; gstRegistered: boolean } }) {
  const router = useRouter();
  const af = useActionForm({
    action: saveTaxDetailsAction,
    schema,
    defaults: current,
    say,
    onDone: () => router.refresh(),
  });
  const field = (name: "legalName" | "abn", label: string, hint?: string) => {
    const id = `tax-${name}`;
    const error = af.error(name);
    return (
      <FormField id={id} label={label} error={error} hint={hint} required={name === "legalName"}>
        <Input
          id={id}
          defaultValue={af.typed(name) ?? current[name]}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, { error, hint })}
          {...af.form.register(name)}
        />
      </FormField>
    );
  };
  const typedGst = af.typed("gstRegistered");
  return (
    <form {...af.formProps} aria-label="Tax details" className="grid max-w-xl gap-4">
      <ActionNotice notice={af.notice} />
      {field("legalName", "Legal name", "The name of the person or business we pay, as registered with the ABR.")}
      {field("abn", "ABN", "Needed if you are registered for GST. Spaces are fine.")}
      <div className="flex items-start gap-2">
        <input
          id="tax-gstRegistered"
          type="checkbox"
          value="on"
          defaultChecked={typedGst !== undefined ? typedGst === "on" : current.gstRegistered}
          className="mt-1 size-4"
          {...af.form.register("gstRegistered")}
        />
        <label htmlFor="tax-gstRegistered" className="text-sm">
          I am (or my business is) registered for GST, and I agree to BizFund issuing recipient-created tax invoices for
          my commission, as set out below.
        </label>
      </div>
      <div>
        <Button type="submit" disabled={af.pending}>
          Save tax details
        </Button>
      </div>
    </form>
  );
}
