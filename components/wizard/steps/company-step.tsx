"use client";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { WizardForm } from "../wizard-values";
import { CompanyLookup, type CompanyValue } from "./company-lookup";

/** Step 7: the company, looked up or typed; Next needs a name. */
export function CompanyStep({ form, onNext }: { form: WizardForm; onNext: () => void }) {
  const [companyName, abnNumber, industry] = useWatch({
    control: form.control,
    name: ["companyName", "abnNumber", "industry"],
  });
  const onChange = (v: CompanyValue) => {
    for (const key of ["companyName", "abnNumber", "industry"] as const)
      form.setValue(key, v[key], { shouldDirty: true });
  };
  return (
    <div className="grid gap-4">
      <CompanyLookup value={{ companyName, abnNumber, industry }} onChange={onChange} />
      <Button onClick={onNext} disabled={!companyName.trim()}>
        Next
      </Button>
    </div>
  );
}
