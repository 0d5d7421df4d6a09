import "server-only";
import { db } from "@/lib/db";
import { completeness } from "./completeness";
import { loadStoredFile } from "./load";
import { factsFromStored } from "./stored";

/**
 * What the full application of `applicationId` still lacks, in plain words (empty = complete).
 * No permission check: callers (the readiness gate) have already checked theirs.
 */
export async function missingFullApplication(applicationId: string): Promise<string[]> {
  return completeness(factsFromStored(await loadStoredFile(await db(), applicationId))).missing;
}
