/**
 * A director's consent forms (ADR 083): the link's token travels in the form; the code and the typed
 * name are checked by the domain (director-link.ts). Pure.
 */
import { text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

const token = text().trim().min(20, "This consent link is not valid.").max(100, "This consent link is not valid.");

export const directorCodeSchema = z.object({ token });

export const giveDirectorConsentSchema = z.object({
  token,
  code: text()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code we sent you."),
  fullName: text().trim().min(2, "Type your full name to consent.").max(120),
  // A checkbox: true from the enhanced form, "on" from the browser's own POST.
  consent: z.union([z.literal(true), z.literal("on")], { error: "Tick the box to give your consent." }),
});
export type GiveDirectorConsentInput = z.infer<typeof giveDirectorConsentSchema>;
