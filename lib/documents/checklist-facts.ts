import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { ChecklistFacts } from "./checklist";

type Reader = Pick<Prisma.TransactionClient, "application">;

/**
 * The facts the checklist rules need, read for one application. THE one place that knows where
 * they come from: today the Application row only (entity type unknown, so no trust deed; the
 * applicant contact stands in for the directors). When the full application (entity, directors)
 * lands, only this function changes.
 */
export async function checklistFactsFor(applicationId: string, tx?: Reader): Promise<ChecklistFacts> {
  const reader: Reader = tx ?? (await db());
  const a = await reader.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { purpose: true, loanAmount: true, contactFirstName: true, contactLastName: true },
  });
  return {
    purpose: a.purpose,
    loanAmount: a.loanAmount,
    entityType: null,
    directors: [{ name: `${a.contactFirstName} ${a.contactLastName}`.trim() }],
  };
}
