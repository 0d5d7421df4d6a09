import { z } from "@/lib/validation/zod";
import { emailSchema, optionalAuPhoneSchema } from "@/lib/validation/contact";
import { businessName, personName, text } from "@/lib/validation/text";

import { LeadStatus } from "@/lib/db/generated/enums";

export const leadInputSchema = z.object({
  contactName: personName().trim().min(1, "Contact name is required").max(120),
  businessName: businessName().trim().min(1, "Business name is required").max(160),
  loanAmount: z.coerce.number().int("Whole dollars only").min(0).max(100_000_000).optional(),
  email: emailSchema,
  phone: optionalAuPhoneSchema,
  notes: text().trim().max(2000).optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadUpdateSchema = z.object({
  status: z.enum(LeadStatus).optional(),
  notes: text().trim().max(2000).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
