"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { carryOutDeletion } from "./deletion";
import { ownerLenderAction, requestConsent } from "./index";
import { carryOutDeletionSchema, ownerLenderSchema, requestConsentSchema } from "./schema";

// The lender list's server actions (ADR 055, 066): the same schemas, permissions and domain functions
// as /api/applications/:id/lenders and its request route; they POST without JavaScript.

export interface LenderFormState extends TypedResult {
  done?: "approve" | "remove" | "withdraw" | "delete-data" | "request";
}

/** The owner approves or removes a lender, withdraws one, or asks for deletion after the deal. */
export const ownerLenderFormAction = keepTyped<LenderFormState>(
  formAction(
    ownerLenderSchema,
    async (input, { user, ip }): Promise<LenderFormState> => {
      const r = await ownerLenderAction(user, input, ip);
      return { done: r.done };
    },
    { action: "consent:lender" },
  ),
);

/** A referring broker asks the owner to answer. */
export const requestConsentFormAction = keepTyped<LenderFormState>(
  formAction(
    requestConsentSchema,
    async ({ applicationId }, { user, ip }): Promise<LenderFormState> => {
      await requestConsent(user, applicationId, ip);
      return { done: "request" };
    },
    { action: "request:lender-consent" },
  ),
);

export interface DeletionFormState extends TypedResult {
  deleted?: { documents: number; kept: number };
}

/** Staff or admin carry out the owner's deletion request once the deal is closed (ADR 083). */
export const carryOutDeletionFormAction = keepTyped<DeletionFormState>(
  formAction(
    carryOutDeletionSchema,
    async ({ requestId }, { user, ip }): Promise<DeletionFormState> => {
      const r = await carryOutDeletion(user, requestId, ip);
      return { deleted: { documents: r.documentsDeleted, kept: r.documentsKept } };
    },
    { action: "delete:client-data" },
  ),
);
