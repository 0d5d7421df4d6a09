import { z } from "@/lib/validation/zod";

export const userUpdateSchema = z.object({
  role: z.enum(["client", "partner", "staff", "admin"]).optional(),
  status: z.enum(["active", "disabled"]).optional(),
  resetTwoFactor: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

const money = z.coerce.number().int().min(0).max(100_000_000);
export const lenderInputSchema = z
  .object({
    slug: z.string().trim().regex(/^[a-z0-9-]{3,60}$/, "Lower-case letters, digits and dashes"),
    name: z.string().trim().min(2).max(120),
    description: z.string().trim().max(500).optional(),
    tier: z.enum(["prime", "near_prime", "alt_doc"]),
    products: z.array(z.string().trim().min(1)).min(1),
    minAmount: money,
    maxAmount: money,
    minTermMonths: z.coerce.number().int().min(1).max(360),
    maxTermMonths: z.coerce.number().int().min(1).max(360),
    minMonthlyTurnover: money,
    minMonthsInBusiness: z.coerce.number().int().min(0).max(600),
    acceptedCreditProfiles: z.array(z.enum(["excellent", "good", "fair", "poor", "unsure"])).min(1),
    excludedIndustries: z.array(z.string()).default([]),
    excludedPurposes: z.array(z.string()).default([]),
    maxTurnoverMultiple: z.coerce.number().int().min(1).max(10_000).nullable().default(null),
    rateMinBps: z.coerce.number().int().min(0).max(10_000),
    rateMaxBps: z.coerce.number().int().min(0).max(10_000),
    establishmentFeeBps: z.coerce.number().int().min(0).max(2_000),
    minEstablishmentFee: money,
    speedHours: z.coerce.number().int().min(1).max(24 * 60),
  })
  .refine((l) => l.minAmount <= l.maxAmount, { message: "Minimum amount must not exceed the maximum", path: ["minAmount"] })
  .refine((l) => l.rateMinBps <= l.rateMaxBps, { message: "Minimum rate must not exceed the maximum", path: ["rateMinBps"] })
  .refine((l) => l.minTermMonths <= l.maxTermMonths, { message: "Minimum term must not exceed the maximum", path: ["minTermMonths"] });
export type LenderInput = z.infer<typeof lenderInputSchema>;

export const lenderUpdateSchema = z.object({
  name: z.string().trim().min(2).max(120).optional(),
  minAmount: money.optional(),
  maxAmount: money.optional(),
  minMonthlyTurnover: money.optional(),
  minMonthsInBusiness: z.coerce.number().int().min(0).max(600).optional(),
  rateMinBps: z.coerce.number().int().min(0).max(10_000).optional(),
  rateMaxBps: z.coerce.number().int().min(0).max(10_000).optional(),
  speedHours: z.coerce.number().int().min(1).max(1440).optional(),
  active: z.boolean().optional(),
});

export const auditQuerySchema = z.object({
  actorId: z.string().max(40).optional(),
  entity: z.string().max(40).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
