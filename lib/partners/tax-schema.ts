import { abnProblem, normalizeAbn } from "@/lib/abr/abn";
import { z } from "@/lib/validation/zod";
import { businessName, singleLine } from "@/lib/validation/text";

/**
 * A partner's tax details (issue 35 item 3): the legal name and ABN their commission statements name
 * as the supplier, and whether they are registered for GST. Shared by the form and the action.
 */
export const partnerTaxSchema = z
  .object({
    legalName: businessName().trim().min(2, "Enter your or your business's legal name").max(200),
    abn: singleLine()
      .trim()
      .max(20)
      .transform((v) => normalizeAbn(v))
      .superRefine((v, ctx) => {
        const problem = abnProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    // A checkbox: "on" when ticked, absent otherwise.
    gstRegistered: z
      .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])
      .optional()
      .transform((v) => v === "on" || v === "true" || v === true),
  })
  .superRefine((v, ctx) => {
    if (v.gstRegistered && !v.abn)
      ctx.addIssue({ code: "custom", path: ["abn"], message: "A GST-registered business has an ABN: enter it" });
  });
export type PartnerTaxInput = z.input<typeof partnerTaxSchema>;
export type PartnerTaxDetails = z.output<typeof partnerTaxSchema>;
