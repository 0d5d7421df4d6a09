"use server";
import { cookies } from "next/headers";
import { secureCookies } from "@/lib/env";
import { formAction, type FormResult } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { CONFIRMED_COOKIE, confirmedCookieValue, confirmPending } from "./pending";
import { confirmHeldFormSchema } from "./wizard-schema";

export interface ConfirmHeldFormState extends TypedResult {
  /** The application now in the address owner's account. */
  applicationNumber?: string;
}

/**
 * 'Add to my account' on /application/confirm (ADR 055), as POST /api/applications/confirm: public
 * (the single-use token is the proof), with the route's limit. The page is rendered again after a
 * POST without JavaScript, its token used by then: the short-lived cookie tells it what was added.
 */
export const confirmHeldAction = keepTyped<ConfirmHeldFormState>(
  formAction<{ token: string; consentSoftCheck: true }, ConfirmHeldFormState & FormResult, false>(
    confirmHeldFormSchema,
    async ({ token }, { ip }): Promise<ConfirmHeldFormState> => {
      const { applicationNumber } = await confirmPending(token, ip);
      (await cookies()).set(CONFIRMED_COOKIE, confirmedCookieValue(applicationNumber, token), {
        path: "/application/confirm",
        maxAge: 600,
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies(),
      });
      return { applicationNumber };
    },
    { auth: false, limits: [{ name: "confirm-application", limit: 20, windowSeconds: 900 }] },
  ),
);
