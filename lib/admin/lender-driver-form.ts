/**
 * The lender panel's submission settings (issue 16): the driver (the lender's API, simulated here,
 * or e-mail) and the address e-mail submissions go to, required for e-mail. Parsed into the lender
 * route's PATCH body.
 */
import { z } from "@/lib/validation/zod";
import { EMAIL_MESSAGE, isValidEmail } from "@/lib/validation/contact";
import { singleLine } from "@/lib/validation/text";
import type { lenderUpdateSchema } from "./schema";

export const lenderDriverFormSchema = z
  .object({
    driver: z.enum(["simulated", "email"]),
    submissionEmail: singleLine().trim().max(254),
  })
  .superRefine((f, ctx) => {
    if (f.driver === "email" && !f.submissionEmail)
      ctx.addIssue({
        code: "custom",
        path: ["submissionEmail"],
        message: "Enter the address applications are sent to",
      });
    else if (f.submissionEmail && !isValidEmail(f.submissionEmail))
      ctx.addIssue({ code: "custom", path: ["submissionEmail"], message: EMAIL_MESSAGE });
  })
  .transform((f): z.input<typeof lenderUpdateSchema> => ({
    driver: f.driver,
    submissionEmail: f.submissionEmail || null,
  }));
