import "server-only";
import type { SessionUser } from "@/lib/auth";
import { isAppError } from "@/lib/http/client";
import { parseRecordId } from "@/lib/validation/client";
import { ownerBankData } from "./bank";
import { ownerChecks } from "./view";

/**
 * What the client page shows about the open application's evidence (?application=): its bank data
 * and its checks in plain words. Only for the application's owner; anything else shows nothing.
 */
export async function ownerEvidence(user: SessionUser, id: string | undefined) {
  if (id === undefined || !parseRecordId(id) || user.role !== "client") return null;
  try {
    const [bank, checks] = await Promise.all([ownerBankData(user, id), ownerChecks(user, id)]);
    return { bank, checks };
  } catch (e) {
    if (isAppError(e) && e.code === "not_found") return null;
    throw e;
  }
}
