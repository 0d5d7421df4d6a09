/**
 * THE schema of the full application (issue 15), shared by the form (zodResolver) and PUT
 * /api/applications/[id]/full-application. Partial saves are allowed: a field may stay empty ("")
 * until answered, and completeness.ts lists what is still missing; what is filled in must be valid.
 * Values are the form's own strings and booleans (no transforms), so the browser's parsed output is
 * exactly what the server parses again; lib/applications/full-application/save.ts converts them.
 */
import { ANZSIC_DIVISIONS } from "./anzsic";
import { AU_STATES, isPostcodeShape, postcodeMatchesState } from "./address";
import { isValidAcn } from "./acn";
import { isCalendarDate } from "@/lib/validation/dates";
import { businessName, personName, recordId, singleLine, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  isValidAuPhone,
  isValidEmail,
} from "@/lib/validation/contact-rules";
import { ROW_INTENT, applyRowIntent, formValues, rowIntent } from "./form-data";
import {
  ENTITY_TYPES,
  emptyDebt,
  emptyDirector,
  FACILITY_TYPES,
  MAX_DEBTS,
  MAX_DIRECTORS,
  OWNERSHIP_SUM_MESSAGE,
  ADULT_MESSAGE,
} from "./form-values";

// The form's constants and empty values, free of zod (the form's sections import them from there).
export * from "./form-values";

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as [T[number]["value"]];
/** A choice that may stay unanswered (""). */
const choice = <T extends string>(options: readonly T[], message: string) =>
  z.enum(["", ...options] as [string, ...string[]], { message }) as unknown as z.ZodType<"" | T, "" | T>;
const yesNo = () => choice(["yes", "no"], "Choose yes or no");

/** Is someone born on `dob` (YYYY-MM-DD) 18 or older on `today`? */
export function isAdult(dob: string, today: Date = new Date()): boolean {
  if (!isCalendarDate(dob)) return false;
  const [y, m, d] = dob.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= 18 && age <= 120;
}

/** Australian street address; every part may stay empty, but a postcode must belong to its state. */
export const addressSchema = z
  .object({
    street: singleLine().trim().max(120, "Use at most 120 characters"),
    suburb: singleLine()
      .trim()
      .max(60, "Use at most 60 characters")
      .regex(/^[\p{L} .'-]*$/u, "Enter the suburb or town name"),
    state: choice(values(AU_STATES), "Choose a state or territory"),
    postcode: singleLine()
      .trim()
      .refine((v) => v === "" || isPostcodeShape(v), "Enter a 4-digit postcode"),
  })
  .superRefine((a, ctx) => {
    if (a.state && isPostcodeShape(a.postcode) && !postcodeMatchesState(a.postcode, a.state))
      ctx.addIssue({ code: "custom", path: ["postcode"], message: `This postcode is not in ${a.state}` });
  });

export const businessSchema = z.object({
  entityType: choice(values(ENTITY_TYPES), "Choose the entity type"),
  acn: singleLine()
    .trim()
    .refine((v) => v === "" || isValidAcn(v), "Enter a valid 9-digit ACN"),
  tradingAddress: addressSchema,
  gstRegistered: yesNo(),
  industry: choice(
    ANZSIC_DIVISIONS.map((d) => d.code),
    "Choose an industry",
  ),
  yearsAtAddress: singleLine()
    .trim()
    .regex(/^(\d{1,2})?$/, "Enter whole years, 0 to 99"),
  website: singleLine()
    .trim()
    .max(200, "Use at most 200 characters")
    .regex(/^((https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?)?$/i, "Enter a web address such as example.com.au"),
});

export const directorSchema = z
  .object({
    /** The stored row this one edits; "" for a new row. */
    id: singleLine().max(100),
    fullName: personName().trim().min(2, "Enter the full name").max(120, "Use at most 120 characters"),
    /** YYYY-MM-DD. Empty on a stored row keeps the date on file (it is never sent back to the browser). */
    dateOfBirth: singleLine()
      .trim()
      .refine((v) => v === "" || isCalendarDate(v), "Enter a real date of birth")
      .refine((v) => v === "" || !isCalendarDate(v) || isAdult(v), ADULT_MESSAGE),
    address: addressSchema,
    /** Empty on a stored row keeps the number on file. */
    licenceNumber: singleLine()
      .trim()
      .regex(/^([A-Za-z0-9]{4,10})?$/, "Enter the licence number as printed: 4 to 10 letters and digits"),
    licenceState: choice(values(AU_STATES), "Choose the state that issued the licence"),
    ownershipPercent: singleLine()
      .trim()
      .regex(/^(\d{1,3})?$/, "Enter a whole percentage, 0 to 100")
      .refine((v) => v === "" || Number(v) <= 100, "Enter a whole percentage, 0 to 100"),
    guarantor: z.boolean(),
    /** Where their guarantee's signing link and codes go (ADR 067); optional until the contract. */
    email: singleLine()
      .trim()
      .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
      .refine((v) => v === "" || isValidEmail(v), EMAIL_MESSAGE)
      .default(""),
    /** For the SMS one-time code (optional). */
    mobile: singleLine()
      .trim()
      .max(20, PHONE_MESSAGE)
      .refine((v) => v === "" || isValidAuPhone(v), PHONE_MESSAGE)
      .default(""),
  })
  .superRefine((d, ctx) => {
    if (d.licenceNumber && !d.licenceState)
      ctx.addIssue({ code: "custom", path: ["licenceState"], message: "Choose the state that issued the licence" });
  });

export const debtSchema = z.object({
  lender: businessName().trim().min(2, "Enter the lender").max(80, "Use at most 80 characters"),
  facilityType: z.enum(values(FACILITY_TYPES), { message: "Choose the facility type" }),
  balance: singleLine()
    .trim()
    .regex(/^\d{1,9}$/, "Enter the balance in whole dollars"),
  monthlyRepayment: singleLine()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter the monthly repayment in dollars"),
  refinance: z.boolean(),
});

export const fullApplicationSchema = z
  .object({
    business: businessSchema,
    directors: z.array(directorSchema).max(MAX_DIRECTORS, `At most ${MAX_DIRECTORS} directors and guarantors`),
    hasExistingDebts: yesNo(),
    debts: z.array(debtSchema).max(MAX_DEBTS, `At most ${MAX_DEBTS} debts`),
    purpose: z.object({
      detail: text().trim().max(2000, "Use at most 2,000 characters"),
      useOfFunds: text().trim().max(2000, "Use at most 2,000 characters"),
    }),
  })
  .superRefine((v, ctx) => {
    const owned = v.directors.map((d) => (/^\d{1,3}$/.test(d.ownershipPercent) ? Number(d.ownershipPercent) : 0));
    if (owned.reduce((a, b) => a + b, 0) <= 100) return;
    // On the last share entered: the one that took the total over.
    const last = owned.findLastIndex((n) => n > 0);
    ctx.addIssue({ code: "custom", path: ["directors", last, "ownershipPercent"], message: OWNERSHIP_SUM_MESSAGE });
  });

/**
 * The full application as its form posts it (ADR 055): the fields by path, the application as a
 * hidden field, a no-JavaScript row button's intent applied (a removed row is not saved).
 */
export const fullApplicationFormSchema = z.preprocess(
  (input) => {
    const fields = (input ?? {}) as Record<string, unknown>;
    const values = formValues(fields) as { directors?: unknown[]; debts?: unknown[] };
    const intent = rowIntent(fields[ROW_INTENT]);
    const rows = intent && "remove" in intent ? intent : null;
    return {
      ...applyRowIntent({ ...values, directors: values.directors ?? [], debts: values.debts ?? [] }, rows, {
        directors: emptyDirector,
        debts: emptyDebt,
      }),
      applicationId: fields.applicationId,
    };
  },
  z.object({ applicationId: recordId() }).and(fullApplicationSchema),
);
