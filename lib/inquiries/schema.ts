import { z } from "@/lib/validation/zod";
import { emailSchema, optionalAuPhoneSchema } from "@/lib/validation/contact";

/** A hidden field bots fill in and people never see. */
export const honeypot = z.string().max(0, "Please leave this field empty").optional();

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Full Name is required").max(120),
  email: emailSchema,
  company: z.string().trim().max(160).optional(),
  phone: optionalAuPhoneSchema,
  subject: z.string().trim().min(1, "Subject is required").max(200),
  message: z.string().trim().min(1, "Message is required").max(5000),
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailSchema, website: honeypot });

const MISSING = "Please fill in all required fields";
export const partnerProgramSchema = z.object({
  source: z.literal("partner_program"),
  businessName: z.string().trim().min(1, MISSING).max(160),
  contactName: z.string().trim().min(1, MISSING).max(120),
  email: emailSchema,
  phone: optionalAuPhoneSchema,
  website: z.string().trim().max(200).optional(),
  experience: z.string().trim().max(200).optional(),
  clientVolume: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).optional(),
  hp: honeypot,
});

export const mortgageBrokerSchema = z.object({
  source: z.literal("mortgage_broker"),
  firstName: z.string().trim().min(1, MISSING).max(80),
  lastName: z.string().trim().min(1, MISSING).max(80),
  email: emailSchema,
  phone: z.string().trim().min(1, MISSING).max(20),
  company: z.string().trim().min(1, MISSING).max(160),
  abn: z.string().trim().max(20).optional(),
  yearlyReferrals: z.string().trim().max(40).optional(),
  experience: z.string().trim().max(40).optional(),
  hp: honeypot,
});

export const partnerApplicationSchema = z.discriminatedUnion("source", [partnerProgramSchema, mortgageBrokerSchema]);
export type PartnerApplicationInput = z.infer<typeof partnerApplicationSchema>;
