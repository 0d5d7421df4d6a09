"use server";
import { AuthError, CredentialsSignin } from "next-auth";
import { singleLine } from "@/lib/validation/text";
import { signIn } from "@/lib/auth/auth";
import { emailSignInLink } from "@/lib/auth/email-link";
import { safeCallbackUrl } from "@/lib/auth/redirects";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { clientIp } from "@/lib/http/request";
import { emailSchema } from "@/lib/validation/contact";
import { headers } from "next/headers";

export interface SignInState {
  error?: string;
  sent?: boolean;
}

/** Email + password sign-in; lands on /signin, which sends the user to their portal. */
export async function passwordSignIn(_prev: SignInState, form: FormData): Promise<SignInState> {
  const callbackUrl = safeCallbackUrl(String(form.get("callbackUrl") ?? ""), "/signin");
  try {
    await signIn("password", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirectTo: callbackUrl,
    });
  } catch (error) {
    // Wrong credentials, or the real reason (with the wait) when this client is being slowed down.
    if (error instanceof CredentialsSignin) return { error: signInErrorMessage(error.code) };
    if (error instanceof AuthError) return { error: "We could not sign you in. Please try again." };
    throw error;
  }
  return {};
}

/** E-mails a one-time sign-in link. Says the same whether or not the address has an account. */
export async function requestSignInLink(_prev: SignInState, form: FormData): Promise<SignInState> {
  const parsed = emailSchema.safeParse(String(form.get("email") ?? ""));
  if (!parsed.success) return { error: "Please enter a valid email address" };
  const email = parsed.data.toLowerCase();
  const ip = clientIp(await headers());
  try {
    await rateLimit(`link:ip:${ip}`, 10, 15 * 60);
    await rateLimit(`link:email:${email}`, 3, 15 * 60);
  } catch {
    return { error: "Too many requests. Please wait a few minutes and try again." };
  }
  await emailSignInLink(email);
  return { sent: true };
}

/** Consumes an e-mailed link (a button press, so mail scanners that prefetch links cannot use it up). */
export async function verifySignInLink(_prev: SignInState, form: FormData): Promise<SignInState> {
  const token = singleLine().min(20).max(100).safeParse(form.get("token"));
  if (!token.success) return { error: "This sign-in link is not valid." };
  const callbackUrl = safeCallbackUrl(String(form.get("callbackUrl") ?? ""), "/signin");
  try {
    await signIn("link", { token: token.data, redirectTo: callbackUrl });
  } catch (error) {
    if (error instanceof AuthError)
      return { error: "This sign-in link has expired or was already used. Request a new one below." };
    throw error;
  }
  return {};
}
