/**
 * The staff key-in form for an e-mail lender's answer, as the browser holds it (rate in percent,
 * fees in dollars, conditions one per line), parsed into the route's body (keyInDecisionSchema).
 */
import { REPAYMENT_FREQUENCIES } from "@/lib/money/loan-terms";
import { calendarDate } from "@/lib/validation/dates";
import { singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import type { KeyInDecision } from "./schema";

const optionalNumber = (label: string, max: number) =>
  z.union([
    z.literal(""),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0)
      .max(max),
  ]);

export const keyInFormSchema = z
  .object({
    status: z.enum(["assessing", "action_required", "conditionally_approved", "offered", "declined"]),
    reference: singleLine().trim().max(80),
    conditionsText: text().trim().max(3000),
    declineReason: text().trim().max(500),
    amount: optionalNumber("Amount", 100_000_000),
    termMonths: optionalNumber("Term", 360),
    ratePercent: optionalNumber("Rate", 100),
    frequency: z.enum(REPAYMENT_FREQUENCIES),
    establishmentFee: optionalNumber("Establishment fee", 1_000_000),
    earlyRepayment: text().trim().max(500),
    security: text().trim().max(500),
    guarantees: text().trim().max(500),
    expiresOn: z.union([z.literal(""), calendarDate()]),
  })
  .superRefine((f, ctx) => {
    const need = (path: keyof typeof f, message: string) => {
      if (f[path] === "") ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (f.status === "declined") need("declineReason", "Give the lender's reason");
    if (f.status === "action_required" || f.status === "conditionally_approved")
      need("conditionsText", "List the lender's conditions, one per line");
    if (f.status === "offered") {
      need("amount", "Enter the amount offered");
      need("termMonths", "Enter the term");
      need("ratePercent", "Enter the interest rate");
      need("earlyRepayment", "Describe the early repayment terms");
      need("security", "Describe the security (or 'Unsecured')");
      need("guarantees", "Describe the guarantees (or 'None')");
    }
  })
  .transform((f): KeyInDecision => {
    const conditions = f.conditionsText
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    const fee = f.establishmentFee === "" ? 0 : Math.round(f.establishmentFee * 100);
    return {
      action: "decide",
      status: f.status,
      reference: f.reference || undefined,
      conditions: f.status === "action_required" || f.status === "conditionally_approved" ? conditions : [],
      declineReason: f.status === "declined" ? f.declineReason : undefined,
      offer:
        f.status === "offered"
          ? {
              amount: Number(f.amount),
              termMonths: Number(f.termMonths),
              interestRateBps: Math.round(Number(f.ratePercent) * 100),
              frequency: f.frequency,
              fees: fee > 0 ? [{ label: "Establishment fee", amountCents: fee, when: "upfront" }] : [],
              earlyRepayment: f.earlyRepayment,
              security: f.security,
              guarantees: f.guarantees,
              expiresOn: f.expiresOn || undefined,
            }
          : undefined,
    };
  });

export const KEY_IN_DEFAULTS = {
  status: "offered",
  reference: "",
  conditionsText: "",
  declineReason: "",
  amount: "",
  termMonths: "",
  ratePercent: "",
  frequency: "monthly",
  establishmentFee: "",
  earlyRepayment: "",
  security: "",
  guarantees: "",
  expiresOn: "",
} as const;
