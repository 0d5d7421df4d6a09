"use client";
import type { Resolver } from "react-hook-form";
import { useLazyZodResolver } from "@/components/ui/use-zod-form";
import type { WizardFormOutput } from "@/lib/applications/wizard-schema";
import type { WizardValues } from "./wizard-values";

const loadWizardSchema = () => import("@/lib/applications/wizard-schema").then((m) => m.wizardFormSchema);

/**
 * The shared wizard schema as the form's resolver, loaded on the first touch (ADR 035). The schema's
 * input types describe what it accepts (coerced numbers, `true` for the consent), not what the form
 * holds before the applicant answers, so the resolver is typed against the form's values.
 */
export function useWizardResolver(): Resolver<WizardValues, unknown, WizardFormOutput> {
  return useLazyZodResolver(loadWizardSchema) as unknown as Resolver<WizardValues, unknown, WizardFormOutput>;
}
