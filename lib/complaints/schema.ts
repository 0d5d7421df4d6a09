import { z } from "@/lib/validation/zod";
import { emailSchema } from "@/lib/validation/contact";
import { personName, recordId, singleLine, text } from "@/lib/validation/text";
import { COMPLAINT_CATEGORIES } from "./rules";

const category = z.enum(Object.keys(COMPLAINT_CATEGORIES) as [keyof typeof COMPLAINT_CATEGORIES], {
  error: "Choose what your complaint is about",
});
const description = text()
  .trim()
  .min(10, "Tell us what happened (at least 10 characters)")
  .max(5000, "Please keep it under 5,000 characters");

/** A complaint from a signed-in client or partner: who they are comes from the session. */
export const portalComplaintSchema = z.object({
  category,
  description,
  applicationId: singleLine().trim().max(100).optional(),
});
export type PortalComplaintInput = z.infer<typeof portalComplaintSchema>;

/** A complaint from /contact: the visitor gives their name and e-mail address. */
export const publicComplaintSchema = z.object({
  name: personName().trim().min(1, "Full Name is required").max(120),
  email: emailSchema,
  category,
  description,
  website: text().max(0, "Please leave this field empty").optional(),
});
export type PublicComplaintInput = z.infer<typeof publicComplaintSchema>;

/** The complainant says they are not satisfied with the outcome. */
export const complaintIdSchema = z.object({ complaintId: recordId() });

/** What staff do to a complaint in the register (the outcome is required to resolve, the admin to escalate). */
export const staffComplaintSchema = z.object({
  complaintId: recordId(),
  action: z.enum(["acknowledge", "start", "escalate", "resolve", "refer"]),
  adminId: singleLine().trim().max(100).optional(),
  outcome: text().trim().max(5000).optional(),
});
export type StaffComplaintInput = z.infer<typeof staffComplaintSchema>;
