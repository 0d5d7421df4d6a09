"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { sendGuaranteeCode, signGuarantee } from "./guarantor-sign";
import { guaranteeCodeSchema, signGuaranteeSchema } from "./guarantor-schema";
import { signContractFormSchema } from "./schema";
import { signContract } from "./sign";

// The guarantor's signing page (ADR 055, 067): no account needed — the e-mailed link's token is the
// credential, checked with the signed-in person (if any) by the domain functions.

export interface GuaranteeFormState extends TypedResult {
  codeSent?: boolean;
  sms?: boolean;
  signed?: boolean;
}

/** "Send me a code": at most 5 per link per 15 minutes. */
export const sendGuaranteeCodeAction = formAction(
  guaranteeCodeSchema,
  async ({ token }, { user, ip }): Promise<GuaranteeFormState> => {
    const sent = await sendGuaranteeCode(token, user, ip);
    return { codeSent: true, sms: sent.sms };
  },
  {
    auth: false,
    limits: [
      { name: "guarantee-code", limit: 5, windowSeconds: 900, per: { target: (input) => input.token } },
      { name: "guarantee-code-ip", limit: 30, windowSeconds: 900, per: "ip" },
    ],
  },
);

/** The guarantor signs: the code, their full name as on file, the consent. */
export const signGuaranteeAction = keepTyped<GuaranteeFormState>(
  formAction(
    signGuaranteeSchema,
    async (input, { user, ip }): Promise<GuaranteeFormState> => {
      await signGuarantee(user, input, ip);
      return { signed: true };
    },
    { auth: false, limits: [{ name: "guarantee-sign-ip", limit: 30, windowSeconds: 900, per: "ip" }] },
  ),
);

export interface ContractFormState extends TypedResult {
  signed?: boolean;
}

/**
 * The client signs their contract (ADR 055), as POST /api/contracts/:id/sign: the same permission and
 * domain function (only the applicant, by their name as recorded; the signed copy, audit, e-mails).
 */
export const signContractAction = keepTyped<ContractFormState>(
  formAction(
    signContractFormSchema,
    async ({ contractId, ...body }, { user, ip }): Promise<ContractFormState> => {
      await signContract(user, contractId, body, ip);
      return { signed: true };
    },
    { action: "sign:contract" },
  ),
);
