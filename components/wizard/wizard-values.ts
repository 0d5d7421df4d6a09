import type { UseFormReturn } from "react-hook-form";
import type { WizardFormOutput } from "@/lib/applications/wizard-schema";
import { WIZARD_AMOUNT_RANGE, WIZARD_TURNOVER_RANGE } from "@/lib/money/calculators";

/** The wizard's answers as the form holds them: "" until a choice is made, the consent unticked. */
export interface WizardValues {
  purpose: string;
  amount: number;
  term: number;
  monthlyTurnover: number;
  creditProfile: string;
  timeInBusiness: string;
  companyName: string;
  abnNumber: string;
  industry: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consentSoftCheck: boolean;
}

export type WizardForm = UseFormReturn<WizardValues, unknown, WizardFormOutput>;

export const WIZARD_DEFAULTS: WizardValues = {
  purpose: "",
  amount: WIZARD_AMOUNT_RANGE.default,
  term: 24,
  monthlyTurnover: WIZARD_TURNOVER_RANGE.default,
  creditProfile: "",
  timeInBusiness: "",
  companyName: "",
  abnNumber: "",
  industry: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  consentSoftCheck: false,
};
