import { z } from "@/lib/validation/zod";
import { emailSchema, optionalAuPhoneSchema } from "@/lib/validation/contact";
import { businessName, personName, singleLine, text } from "@/lib/validation/text";

/** A hidden field bots fill in and people never see. */
export const honeypot = text().max(0, "Please leave this field empty").optional();

export const contactSchema = z.object({
  name: personName().trim().min(1, "Full Name is required").max(120),
  email: emailSchema,
  company: businessName().trim().max(160).optional(),
  phone: optionalAuPhoneSchema,
  subject: singleLine().trim().min(1, "Subject is required").max(200),
  message: text().trim().min(1, "Message is required").max(5000),
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailSchema, website: honeypot });

const MISSING = "Please fill in all required fields";
export const partnerProgramSchema = z.object({
  source: z.literal("partner_program"),
  businessName: businessName().trim().min(1, MISSING).max(160),
  contactName: personName().trim().min(1, MISSING).max(120),
  email: emailSchema,
  phone: optionalAuPhoneSchema,
  website: singleLine().trim().max(200).optional(),
  experience: singleLine().trim().max(200).optional(),
  clientVolume: singleLine().trim().max(200).optional(),
  message: text().trim().max(5000).optional(),
  hp: honeypot,
});

export const mortgageBrokerSchema = z.object({
  source: z.literal("mortgage_broker"),
  firstName: personName().trim().min(1, MISSING).max(80),
  lastName: personName().trim().min(1, MISSING).max(80),
  email: emailSchema,
  phone: singleLine().trim().min(1, MISSING).max(20),
  company: businessName().trim().min(1, MISSING).max(160),
  abn: singleLine().trim().max(20).optional(),
  yearlyReferrals: singleLine().trim().max(40).optional(),
  experience: singleLine().trim().max(40).optional(),
  hp: honeypot,
});

export const partnerApplicationSchema = z.discriminatedUnion("source", [partnerProgramSchema, mortgageBrokerSchema]);
export type PartnerApplicationInput = z.infer<typeof partnerApplicationSchema>;
