"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { closeLoan } from "./close";
import { recordSettlement } from "./record";
import { loanClosureFormSchema, settlementFormSchema } from "./schema";

export interface SettlementFormState extends TypedResult {
  /** The settlement was recorded: the application is now settled (Funded). */
  settled?: { settlementId: string; commissionCents: number | null };
}

/**
 * The staff panel's 'Record settlement' (ADR 055), as POST /api/applications/:id/settlement: the same
 * permission and domain function (the move to settled, the partner's upfront commission, audit).
 */
export const recordSettlementAction = keepTyped<SettlementFormState>(
  formAction(
    settlementFormSchema,
    async ({ applicationId, ...body }, { user, ip }): Promise<SettlementFormState> => {
      const done = await recordSettlement(user, applicationId, body, ip);
      return { settled: { settlementId: done.settlementId, commissionCents: done.commissionCents } };
    },
    { action: "record:settlement" },
  ),
);

export interface LoanClosureFormState extends TypedResult {
  /** The loan's end was recorded; the partner's upfront commission clawed back (cents), if any. */
  closed?: { outcome: "repaid" | "defaulted"; clawbackCents: number | null };
}

/** 'Record loan end' (ADR 055), as POST /api/applications/:id/settlement/close. */
export const closeLoanAction = keepTyped<LoanClosureFormState>(
  formAction(
    loanClosureFormSchema,
    async ({ applicationId, ...body }, { user, ip }): Promise<LoanClosureFormState> => {
      const done = await closeLoan(user, applicationId, body, ip);
      return { closed: { outcome: done.outcome, clawbackCents: done.clawbackCents } };
    },
    { action: "record:settlement" },
  ),
);
