"use server";
import { formAction, publicFormAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { actOnComplaint, lodgeComplaint, markUnhappy } from "./index";
import { PUBLIC_COMPLAINT_FORM } from "./forms";
import { complaintIdSchema, portalComplaintSchema, staffComplaintSchema } from "./schema";

// The complaints forms' server actions (ADR 055, 061): the same schemas, permissions and domain
// functions as /api/complaints and /api/staff/complaints/:id.

export interface ComplaintFormState extends TypedResult {
  sent?: boolean;
  /** The new complaint's reference (CMP-0001). */
  reference?: string;
}

/** /contact: a visitor's complaint (no account needed). */
export const lodgePublicComplaintAction = publicFormAction(PUBLIC_COMPLAINT_FORM.options, PUBLIC_COMPLAINT_FORM.fn);

/** A client's or partner's complaint from their portal. */
export const lodgeComplaintAction = keepTyped<ComplaintFormState>(
  formAction(
    portalComplaintSchema,
    async (input, { user, ip }): Promise<ComplaintFormState> => {
      const row = await lodgeComplaint(user, input, ip);
      return { sent: true, reference: row.reference };
    },
    { action: "create:complaint" },
  ),
);

/** The staff register's buttons: acknowledge, start, escalate, resolve, refer to AFCA. */
export const staffComplaintAction = keepTyped<ComplaintFormState>(
  formAction(
    staffComplaintSchema,
    async (input, { user, ip }): Promise<ComplaintFormState> => {
      const row = await actOnComplaint(user, input, ip);
      return { sent: true, reference: row.reference };
    },
    { action: "manage:complaint" },
  ),
);

/** The complainant is not satisfied with the outcome. */
export const unhappyComplaintAction = keepTyped<ComplaintFormState>(
  formAction(
    complaintIdSchema,
    async ({ complaintId }, { user, ip }): Promise<ComplaintFormState> => {
      const row = await markUnhappy(user, complaintId, ip);
      return { sent: true, reference: row.reference };
    },
    { action: "respond:complaint" },
  ),
);
