import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { decideConsent } from "./decide";
import { requestDeletion, withdrawLender } from "./owner";
import type { OwnerLenderInput } from "./schema";

export { decideConsent, proposeLenders, requestConsent, lendersPath } from "./decide";
export { requestDeletion, withdrawLender } from "./owner";
export { consentReceipt } from "./receipt";
export { currentConsents, requireOwnerConsent } from "./records";
export { lenderChoices, type LenderChoicesView } from "./view";

/** One entry for the owner's lender-list forms and route: approve, remove, withdraw, ask for deletion. */
export async function ownerLenderAction(user: SessionUser, input: OwnerLenderInput, ip?: string) {
  switch (input.action) {
    case "approve":
    case "remove": {
      const row = await decideConsent(
        user,
        input.applicationId,
        input.lenderId,
        input.action === "approve" ? "approved" : "removed",
        ip,
      );
      return { done: input.action, consentId: row.id, textVersion: row.textVersion };
    }
    case "withdraw": {
      const r = await withdrawLender(user, input.applicationId, input.lenderId, ip);
      return { done: input.action, submissionId: r.id, offersReleased: r.offersReleased };
    }
    case "delete-data": {
      const r = await requestDeletion(user, input.applicationId, input.note, ip);
      return { done: input.action, deletionRequestId: r.id };
    }
  }
}
