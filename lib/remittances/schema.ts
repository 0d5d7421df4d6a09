/**
 * A lender's remittance file (issue 35 item 1): the column mapping admin keeps per lender, and the
 * import request. Shared by the admin form, the staff import form and the route handlers. Pure.
 */
import { singleLine, recordId, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

const column = (label: string) =>
  singleLine()
    .trim()
    .min(1, `Name the column that holds the ${label}`)
    .max(80, "Keep column names under 80 characters");

/**
 * Which header holds what. Reference (the lender's loan reference, as recorded at settlement) and
 * amount are required; type (upfront or trail) and period (the trail's month) when the lender sends
 * them; `ignore` names the other columns the file may carry. Any other column is refused.
 */
export const remittanceMappingSchema = z
  .object({
    reference: column("loan reference"),
    amount: column("amount paid"),
    type: column("commission type").optional(),
    period: column("trail month").optional(),
    ignore: z.array(column("ignored column")).max(30).default([]),
  })
  .refine(
    (m) => {
      const names = [m.reference, m.amount, m.type, m.period, ...m.ignore]
        .filter((n): n is string => !!n)
        .map((n) => n.toLowerCase());
      return new Set(names).size === names.length;
    },
    { message: "Each column can be mapped once", path: ["reference"] },
  );
export type RemittanceMapping = z.infer<typeof remittanceMappingSchema>;

/** 2 MB of CSV is tens of thousands of lines: any real remittance fits. */
export const MAX_REMITTANCE_BYTES = 2_000_000;

/** Staff import one file for one lender: its name and its text. */
export const remittanceImportSchema = z.object({
  lenderId: recordId("Choose the lender"),
  fileName: singleLine().trim().min(1, "Name the file").max(200),
  csv: text().min(1, "The file is empty").max(MAX_REMITTANCE_BYTES, "The file is too large"),
});
export type RemittanceImport = z.infer<typeof remittanceImportSchema>;
