"use server";
import { formAction, type FormResult } from "@/lib/http";
import { withdrawApplication } from "./transition";
import { withdrawApplicationSchema } from "./withdraw-schema";

export interface WithdrawFormState extends FormResult {
  withdrawn?: boolean;
}

/**
 * The client withdraws their own application from its workspace (ADR 055): the same permission and
 * domain function as POST /api/applications/:id/withdraw (ownership, audit, the lenders told).
 */
export const withdrawApplicationAction = formAction(
  withdrawApplicationSchema,
  async ({ applicationId }, { user, ip }): Promise<WithdrawFormState> => {
    await withdrawApplication(user, applicationId, ip);
    return { withdrawn: true };
  },
  { action: "withdraw:application" },
);
