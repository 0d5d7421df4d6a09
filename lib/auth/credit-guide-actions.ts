"use server";
import { formAction } from "@/lib/http";
import type { FormResult } from "@/lib/http";
import { acknowledgeCreditGuide } from "./credit-guide";
import { creditGuideAckSchema } from "./credit-guide-schema";

export interface CreditGuideAckState extends FormResult {
  acknowledged?: boolean;
}

/** The portal's acknowledgement of the credit guide (ADR 055, 067). */
export const acknowledgeCreditGuideAction = formAction(
  creditGuideAckSchema,
  async (_input, { user, ip }): Promise<CreditGuideAckState> => {
    await acknowledgeCreditGuide(user, ip);
    return { acknowledged: true };
  },
  { action: "read:client-dashboard" },
);
