"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { startOwnerBankConnection } from "./bank";
import { recordConsent, recheckIdentity } from "./consents";
import { connectBankSchema, consentSchema, recheckSchema } from "./schema";
import { assertOwner } from "./view";

export interface CheckFormState extends TypedResult {
  recorded?: boolean;
  /** Where the browser goes next (the intermediary), when the page's script sent the form. */
  redirectUrl?: string;
}

/**
 * 'Connect your bank' (ADR 055): the owner is sent to the open-banking intermediary's consent pages.
 * A form posted without JavaScript is redirected there; the page's script gets the address and
 * leaves the page for it itself, since Next would follow a same-origin redirect (the fake's) as an
 * in-app navigation and keep the return route's address in the bar.
 */
export const connectBankAction = formAction(
  connectBankSchema,
  async ({ applicationId }, { user, ip }): Promise<CheckFormState> => {
    const { redirectUrl } = await startOwnerBankConnection(user, applicationId, ip);
    if ((await headers()).has("next-action")) return { redirectUrl };
    redirect(redirectUrl);
  },
  { action: "read:application" },
);

/** The owner records that a person (or the business) agreed to the checks about them; they are queued. */
export const recordConsentAction = keepTyped<CheckFormState>(
  formAction(
    consentSchema,
    async ({ applicationId, subject }, { user, ip }): Promise<CheckFormState> => {
      await assertOwner(user, applicationId);
      await recordConsent(applicationId, subject, { actor: user, ip });
      return { recorded: true };
    },
    { action: "read:application" },
  ),
);

/** 'Check again' after the owner corrected a person's licence or date of birth (a failed identity check). */
export const recheckIdentityAction = keepTyped<CheckFormState>(
  formAction(
    recheckSchema,
    async ({ applicationId, checkId }, { user, ip }): Promise<CheckFormState> => {
      await assertOwner(user, applicationId);
      await recheckIdentity(applicationId, checkId, { actor: user, ip });
      return { recorded: true };
    },
    { action: "read:application" },
  ),
);
