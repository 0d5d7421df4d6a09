"use server";
import { AuthError, CredentialsSignin } from "next-auth";
import { singleLine, emailSchema, z } from "@/lib/validation/client";
import { signIn, emailSignInLink, safeCallbackUrl, signInErrorMessage } from "@/lib/auth";
import { emailedLinkLimits } from "@/lib/auth/client";
import { formAction, formField } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";

/** A refusal carries what was typed back (never the password: keepTyped does not echo it). */
export interface SignInState extends TypedResult {
  sent?: boolean;
}

/** Email + password sign-in; lands on /signin, which sends the user to their portal. */
export const passwordSignIn = keepTyped<SignInState>(
  formAction(
    // Checked by the password provider, whose refusal ("Incorrect email or password.") the form shows.
    z.object({ email: formField(), password: formField(), callbackUrl: formField() }),
    async ({ email, password, callbackUrl }): Promise<SignInState> => {
      try {
        await signIn("password", { email, password, redirectTo: safeCallbackUrl(callbackUrl, "/signin") });
      } catch (error) {
        // Wrong credentials, or the real reason (with the wait) when this client is being slowed down.
        if (error instanceof CredentialsSignin) return { error: signInErrorMessage(error.code) };
        if (error instanceof AuthError) return { error: "We could not sign you in. Please try again." };
        throw error;
      }
      return {};
    },
    { auth: false },
  ),
);

/** E-mails a one-time sign-in link. Says the same whether or not the address has an account. */
export const requestSignInLink = keepTyped<SignInState>(
  formAction(
    z.object({ email: emailSchema }),
    async ({ email }): Promise<SignInState> => {
      await emailSignInLink(email);
      return { sent: true };
    },
    { auth: false, limits: emailedLinkLimits("link") },
  ),
);

/** Consumes an e-mailed link (a button press, so mail scanners that prefetch links cannot use it up). */
export const verifySignInLink = formAction(
  z.object({ token: singleLine().min(20).max(100), callbackUrl: formField() }),
  async ({ token, callbackUrl }): Promise<SignInState> => {
    try {
      await signIn("link", { token, redirectTo: safeCallbackUrl(callbackUrl, "/signin") });
    } catch (error) {
      if (error instanceof AuthError)
        return { error: "This sign-in link has expired or was already used. Request a new one below." };
      throw error;
    }
    return {};
  },
  { auth: false, invalid: "This sign-in link is not valid." },
);
