import type { RateRule } from "@/lib/http";

const TOO_MANY = "Too many requests. Please wait a few minutes and try again.";
const WINDOW_SECONDS = 15 * 60;

/**
 * The limits of a form that e-mails a link to the address it is given (a sign-in link, a password
 * reset): 10 requests per caller and 3 links per address every 15 minutes, one sentence for both.
 */
export const emailedLinkLimits = (name: "link" | "reset"): RateRule<{ email: string }>[] => [
  { name, limit: 10, windowSeconds: WINDOW_SECONDS, message: TOO_MANY },
  { name, limit: 3, windowSeconds: WINDOW_SECONDS, message: TOO_MANY, per: { target: (input) => input.email } },
];
