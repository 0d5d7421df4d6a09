/**
 * The admin page's lender forms, as the browser holds them (dollars, rates in percent), parsed into
 * the bodies the lender routes take (typed by the routes' schemas). The fields reuse the route
 * schema's rules and its cross-field checks, so the form shows them as field errors before sending.
 */
import { z } from "@/lib/validation/zod";
import { businessName, text } from "@/lib/validation/text";
import { parseClawbackSchedule } from "@/lib/commissions/terms";
import { lenderInputSchema, lenderUpdateSchema } from "./schema";

const percent = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0%`)
    .max(100, `${label} must be at most 100%`);
const toBps = (p: number) => Math.round(p * 100);
const RATE_ORDER = { message: "Minimum rate must not exceed the maximum", path: ["rateMin"] };

const NEW_LENDER_PROFILES: z.input<typeof lenderInputSchema>["acceptedCreditProfiles"] = [
  "excellent",
  "good",
  "fair",
  "unsure",
];

export const slugFor = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");

/** 'Save rates' on a lender row: the rate range in percent. */
export const lenderRatesFormSchema = z
  .object({ rateMin: percent("Minimum rate"), rateMax: percent("Maximum rate") })
  .refine((f) => f.rateMin <= f.rateMax, RATE_ORDER)
  .transform((f): z.input<typeof lenderUpdateSchema> => ({
    rateMinBps: toBps(f.rateMin),
    rateMaxBps: toBps(f.rateMax),
  }));

/** 'Add lender': a term-loan lender with the panel's usual fees, terms and credit profiles. */
export const newLenderFormSchema = z
  .object({
    name: businessName().trim().min(2, "Name must be at least 2 characters").max(120),
    tier: z.enum(["prime", "near_prime", "alt_doc"]),
    minAmount: lenderInputSchema.shape.minAmount,
    maxAmount: lenderInputSchema.shape.maxAmount,
    minMonthlyTurnover: lenderInputSchema.shape.minMonthlyTurnover,
    minMonthsInBusiness: lenderInputSchema.shape.minMonthsInBusiness,
    rateMin: percent("Rate from"),
    rateMax: percent("Rate to"),
  })
  .refine((f) => f.minAmount <= f.maxAmount, {
    message: "Minimum amount must not exceed the maximum",
    path: ["minAmount"],
  })
  .refine((f) => f.rateMin <= f.rateMax, RATE_ORDER)
  .refine((f) => /^[a-z0-9-]{3,60}$/.test(slugFor(f.name)), {
    message: "Use at least three letters or digits",
    path: ["name"],
  })
  .transform(({ rateMin, rateMax, ...f }): z.input<typeof lenderInputSchema> => ({
    ...f,
    slug: slugFor(f.name),
    products: ["term_loan"],
    minTermMonths: 12,
    maxTermMonths: 60,
    acceptedCreditProfiles: NEW_LENDER_PROFILES,
    rateMinBps: toBps(rateMin),
    rateMaxBps: toBps(rateMax),
    establishmentFeeBps: 150,
    minEstablishmentFee: 300,
    speedHours: 48,
  }));

/**
 * 'Save commission' on a lender row (issues 16 and 35): rates in percent, the trail's basis, the
 * clawback schedule as text ("1-6: 100%, 7-12: 50%", "None") and when the partner is paid.
 */
export const lenderCommissionFormSchema = z
  .object({
    commissionRate: percent("Upfront commission").max(10, "Upfront commission must be at most 10%"),
    trailRate: percent("Trail").max(5, "Trail must be at most 5% a year"),
    trailBasis: z.enum(["outstanding_balance", "original_amount"], { error: "Choose what the trail is paid on" }),
    clawbackSchedule: text()
      .trim()
      .max(300)
      .refine((t) => parseClawbackSchedule(t) !== null, {
        message: 'Write tiers as "1-6: 100%, 7-12: 50%" in month order, or "None"',
      }),
    commissionPaidOn: z.enum(["settlement", "receipt"], { error: "Choose when the partner is paid" }),
  })
  .transform((f): z.input<typeof lenderUpdateSchema> => ({
    commissionRateBps: toBps(f.commissionRate),
    trailRateBps: toBps(f.trailRate),
    trailBasis: f.trailBasis,
    clawbackSchedule: parseClawbackSchedule(f.clawbackSchedule),
    commissionPaidOn: f.commissionPaidOn,
  }));
