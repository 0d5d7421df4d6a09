/**
 * The hand-over to the application wizard: the landing's free assessment and a broker's lead
 * conversion write answers to session storage under one key, the wizard takes them once on load.
 * Browser-only helpers (they are given the Storage), shared by every writer and the one reader.
 */
import { z } from "@/lib/validation/zod";
import { businessName, personName, singleLine } from "@/lib/validation/text";

import { WIZARD_PREFILL_KEY } from "./prefill-key";

export { WIZARD_PREFILL_KEY };

// A value that fails its rule is dropped, not the whole prefill: a prefill only saves typing.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const amount = () => lenient(z.number().finite().positive());

export const wizardPrefillSchema = z.object({
  companyName: lenient(businessName().trim().max(160)),
  abnNumber: lenient(singleLine().trim().max(20)),
  monthlyTurnover: amount(),
  amount: amount(),
  firstName: lenient(personName().trim().max(80)),
  lastName: lenient(personName().trim().max(80)),
  email: lenient(singleLine().trim().max(254)),
  phone: lenient(singleLine().trim().max(20)),
  leadId: lenient(singleLine().trim().max(40)),
});
export type WizardPrefill = z.infer<typeof wizardPrefillSchema>;
/** The answers a prefill can carry (everything but the lead it came from). */
export type PrefilledAnswers = Omit<WizardPrefill, "leadId">;

export function writeWizardPrefill(storage: Storage, prefill: WizardPrefill) {
  storage.setItem(WIZARD_PREFILL_KEY, JSON.stringify(wizardPrefillSchema.parse(prefill)));
}

/** Reads and removes the prefill (it applies once); blank values are left out. */
export function takeWizardPrefill(storage: Storage): { answers: PrefilledAnswers; leadId?: string } | null {
  const raw = storage.getItem(WIZARD_PREFILL_KEY);
  if (raw === null) return null;
  storage.removeItem(WIZARD_PREFILL_KEY);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = wizardPrefillSchema.safeParse(json);
  if (!parsed.success) return null;
  const { leadId, ...rest } = parsed.data;
  const answers = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && v !== ""),
  ) as PrefilledAnswers;
  return { answers, leadId: leadId || undefined };
}

/**
 * The landing's free assessment (spec: no validation beyond storable one-line text): what it
 * collects, handed to the wizard as a prefill.
 */
export const assessmentFormSchema = z
  .object({
    businessName: singleLine().trim().max(160),
    monthlyTurnover: singleLine().trim().max(20),
    abn: singleLine().trim().max(20),
    email: singleLine().trim().max(254),
  })
  .transform((f): WizardPrefill => ({
    companyName: f.businessName,
    monthlyTurnover: Number(f.monthlyTurnover) || undefined,
    abnNumber: f.abn,
    email: f.email,
  }));
