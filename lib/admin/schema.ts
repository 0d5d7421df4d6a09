import { LENDER_TIERS, SECURITY_KINDS, type LenderSeed } from "@/lib/lenders/lender";
import { calendarDate, DATE_RANGE_MESSAGE, dateRangeInOrder } from "@/lib/validation/dates";
import { businessName, singleLine, text } from "@/lib/validation/text";
import { emailSchema } from "@/lib/validation/contact";
import { z } from "@/lib/validation/zod";
import { clawbackScheduleSchema } from "@/lib/commissions/schema";
import { remittanceMappingSchema } from "@/lib/remittances/schema";

export const userUpdateSchema = z.object({
  role: z.enum(["client", "partner", "staff", "admin"]).optional(),
  status: z.enum(["active", "disabled"]).optional(),
  resetTwoFactor: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

const money = z.coerce.number().int().min(0).max(100_000_000);

/**
 * Issue 33 item 3 (ADR 068): a lender's states, entity types, security rule and serviceability
 * limits. Optional everywhere: a lender created without them takes the database defaults.
 */
const lenderRules = {
  states: z
    .array(z.enum(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]))
    .max(8)
    .optional(),
  entityTypes: z
    .array(z.enum(["company", "trust", "partnership", "sole_trader", "incorporated_association"]))
    .max(5)
    .optional(),
  securedFromAmount: money.nullable().optional(),
  securityKind: z.enum(SECURITY_KINDS).optional(),
  maxRepaymentShareBps: z.coerce.number().int().min(100).max(10_000).optional(),
  minAverageBalanceCents: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  maxDishonours90d: z.coerce.number().int().min(0).max(100).optional(),
};
export const lenderInputSchema = z
  .object({
    slug: singleLine()
      .trim()
      .regex(/^[a-z0-9-]{3,60}$/, "Lower-case letters, digits and dashes"),
    name: businessName().trim().min(2).max(120),
    description: text().trim().max(500).optional(),
    tier: z.enum(LENDER_TIERS),
    products: z.array(singleLine().trim().min(1).max(60)).min(1).max(50),
    minAmount: money,
    maxAmount: money,
    minTermMonths: z.coerce.number().int().min(1).max(360),
    maxTermMonths: z.coerce.number().int().min(1).max(360),
    minMonthlyTurnover: money,
    minMonthsInBusiness: z.coerce.number().int().min(0).max(600),
    acceptedCreditProfiles: z.array(z.enum(["excellent", "good", "fair", "poor", "unsure"])).min(1),
    excludedIndustries: z.array(singleLine().max(60)).max(50).default([]),
    excludedPurposes: z.array(singleLine().max(60)).max(50).default([]),
    maxTurnoverMultiple: z.coerce.number().int().min(1).max(10_000).nullable().default(null),
    rateMinBps: z.coerce.number().int().min(0).max(10_000),
    rateMaxBps: z.coerce.number().int().min(0).max(10_000),
    establishmentFeeBps: z.coerce.number().int().min(0).max(2_000),
    minEstablishmentFee: money,
    speedHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    ...lenderRules,
  })
  .refine((l) => l.minAmount <= l.maxAmount, {
    message: "Minimum amount must not exceed the maximum",
    path: ["minAmount"],
  })
  .refine((l) => l.rateMinBps <= l.rateMaxBps, {
    message: "Minimum rate must not exceed the maximum",
    path: ["rateMinBps"],
  })
  .refine((l) => l.minTermMonths <= l.maxTermMonths, {
    message: "Minimum term must not exceed the maximum",
    path: ["minTermMonths"],
  }) satisfies z.ZodType<Omit<LenderSeed, "description"> & { description?: string }>;
export type LenderInput = z.infer<typeof lenderInputSchema>;

export const lenderUpdateSchema = z.object({
  name: businessName().trim().min(2).max(120).optional(),
  minAmount: money.optional(),
  maxAmount: money.optional(),
  minMonthlyTurnover: money.optional(),
  minMonthsInBusiness: z.coerce.number().int().min(0).max(600).optional(),
  rateMinBps: z.coerce.number().int().min(0).max(10_000).optional(),
  rateMaxBps: z.coerce.number().int().min(0).max(10_000).optional(),
  speedHours: z.coerce.number().int().min(1).max(1440).optional(),
  active: z.boolean().optional(),
  // Issue 16 item 5: what the lender pays (upfront, trail a year) and claws back (window, share).
  commissionRateBps: z.coerce.number().int().min(0).max(1_000).optional(),
  trailRateBps: z.coerce.number().int().min(0).max(500).optional(),
  // Issue 35 item 4: trail basis, the clawback schedule (null = the standard one), paid on settlement or receipt.
  trailBasis: z.enum(["outstanding_balance", "original_amount"]).optional(),
  clawbackSchedule: clawbackScheduleSchema.nullable().optional(),
  commissionPaidOn: z.enum(["settlement", "receipt"]).optional(),
  /** Issue 16 (submissions): how applications reach the lender; e-mail needs the submission address. */
  driver: z.enum(["simulated", "email"]).optional(),
  submissionEmail: emailSchema.nullable().optional(),
  /** Issue 35 item 1: which of the lender's remittance CSV columns hold what (null: not set up). */
  remittanceMapping: remittanceMappingSchema.nullable().optional(),
  ...lenderRules,
});
export type LenderUpdate = z.infer<typeof lenderUpdateSchema>;

export const auditQuerySchema = z
  .object({
    actorId: singleLine().max(40).optional(),
    entity: singleLine().max(40).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
  })
  .refine(dateRangeInOrder, { message: DATE_RANGE_MESSAGE, path: ["to"] });

/** Admin user search (GET /api/admin/users and the admin page). */
export const userSearchQuerySchema = z.object({ q: singleLine().max(100).optional() });
