"use client";
import { useRef } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { abnProblem } from "@/lib/abr/abn";
import type { WizardForm } from "../wizard-values";
import { CompanyLookup, type CompanyValue } from "./company-lookup";

/**
 * Step 7: the company, looked up or typed; Next needs a name. A typed ABN is checked here, with the
 * server's own rule (lib/abr/abn.ts: 11 digits and the ATO checksum): its reason shows on the field
 * as soon as the applicant leaves it, and Next stays on the step until it is fixed or cleared.
 */
export function CompanyStep({ form, onNext }: { form: WizardForm; onNext: () => void }) {
  const [companyName, abnNumber, industry] = useWatch({
    control: form.control,
    name: ["companyName", "abnNumber", "industry"],
  });
  const { errors } = useFormState({ control: form.control, name: ["companyName", "abnNumber"] });
  const abnInput = useRef<HTMLInputElement>(null);

  function checkAbn(value: string): boolean {
    const problem = abnProblem(value);
    if (problem) form.setError("abnNumber", { type: "abn", message: problem });
    else form.clearErrors("abnNumber");
    return !problem;
  }

  const onChange = (v: CompanyValue) => {
    for (const key of ["companyName", "abnNumber", "industry"] as const)
      form.setValue(key, v[key], { shouldDirty: true });
    // A shown error follows the typing, so it goes away as soon as the ABN is right.
    if (errors.abnNumber && v.abnNumber !== abnNumber) checkAbn(v.abnNumber);
    if (errors.companyName && v.companyName.trim()) form.clearErrors("companyName");
  };

  function next() {
    if (!checkAbn(abnNumber)) {
      // The message opens manual entry (if it was not open): focus the field once it is there.
      setTimeout(() => abnInput.current?.focus(), 0);
      return;
    }
    onNext();
  }

  return (
    <div className="grid gap-4">
      <CompanyLookup
        value={{ companyName, abnNumber, industry }}
        onChange={onChange}
        errors={{ companyName: errors.companyName?.message, abnNumber: errors.abnNumber?.message }}
        onAbnBlur={() => checkAbn(abnNumber)}
        abnInput={abnInput}
      />
      <Button onClick={next} disabled={!companyName.trim()}>
        Next
      </Button>
    </div>
  );
}
