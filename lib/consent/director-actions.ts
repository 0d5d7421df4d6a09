"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { giveDirectorConsent, sendDirectorCode } from "./director-link";
import { directorCodeSchema, giveDirectorConsentSchema } from "./director-schema";

// A director's consent page (ADR 055, 083): no account needed — the e-mailed link's token is the
// credential, checked with the signed-in person (if any) by the domain functions.

export interface DirectorConsentFormState extends TypedResult {
  codeSent?: boolean;
  sms?: boolean;
  consented?: boolean;
}

/** "Send me a code": at most 5 per link per 15 minutes. */
export const sendDirectorCodeAction = formAction(
  directorCodeSchema,
  async ({ token }, { user, ip }): Promise<DirectorConsentFormState> => {
    const sent = await sendDirectorCode(token, user, ip);
    return { codeSent: true, sms: sent.sms };
  },
  {
    auth: false,
    limits: [
      { name: "director-code", limit: 5, windowSeconds: 900, per: { target: (input) => input.token } },
      { name: "director-code-ip", limit: 30, windowSeconds: 900, per: "ip" },
    ],
  },
);

/** The director consents: the code, their full name as on file, the box ticked. */
export const giveDirectorConsentAction = keepTyped<DirectorConsentFormState>(
  formAction(
    giveDirectorConsentSchema,
    async (input, { user, ip }): Promise<DirectorConsentFormState> => {
      await giveDirectorConsent(user, input, ip);
      return { consented: true };
    },
    { auth: false, limits: [{ name: "director-consent-ip", limit: 30, windowSeconds: 900, per: "ip" }] },
  ),
);
