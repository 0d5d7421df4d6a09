import { CredentialsSignin } from "next-auth";

/**
 * Why a password sign-in was refused, as next-auth carries it: the `code` travels in the thrown error
 * (server actions) and in the `code` query parameter of the /signin redirect (plain form posts), so
 * the screen can say the real reason. Codes name no account detail: a wait applies to known and
 * unknown e-mails alike.
 */
export class SignInRateLimited extends CredentialsSignin {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("Too many sign-in attempts");
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    this.code = `rate_limited-${this.retryAfterSeconds}`;
  }
}

export const WRONG_CREDENTIALS = "Incorrect email or password.";

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The message for a CredentialsSignin code (unknown or missing codes: wrong credentials). */
export function signInErrorMessage(code: string | null | undefined): string {
  const wait = /^rate_limited-(\d{1,6})$/.exec(code ?? "");
  if (wait) return `Too many sign-in attempts. Please wait ${formatWait(Number(wait[1]))} and try again.`;
  return WRONG_CREDENTIALS;
}
