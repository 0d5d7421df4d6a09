import "server-only";
import type { BankEvidence } from "@/lib/assessment/client";
import type { LenderRow } from "@/lib/lenders/lender";
import type { ApplicationFacts } from "@/lib/matching";
import { emailAdapter } from "./email";
import { simulatedAdapter } from "./simulated";
import type { LenderAdapter } from "./types";

export type { LenderAdapter, LenderDecision, OfferTermsInput, SubmissionPackage } from "./types";

/** The adapter the lender panel names for this lender (Lender.driver). */
export function adapterFor(
  lender: LenderRow,
  facts: ApplicationFacts,
  bank: BankEvidence | null = null,
): LenderAdapter {
  return lender.driver === "email" ? emailAdapter(lender) : simulatedAdapter(lender, facts, bank);
}
