import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { ChecklistFacts } from "./checklist";

type Reader = Pick<Prisma.TransactionClient, "application">;

/**
 * The facts the checklist rules need, read for one application. THE one place that knows where
 * they come from: the application's product and amount, and from the full application its entity
 * type and directors (photo ID for each). Until the full application names them, the entity is
 * unknown (no trust deed yet) and the applicant contact stands in for the directors.
 */
export async function checklistFactsFor(applicationId: string, tx?: Reader): Promise<ChecklistFacts> {
  const reader: Reader = tx ?? (await db());
  const a = await reader.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      purpose: true,
      loanAmount: true,
      contactFirstName: true,
      contactLastName: true,
      details: { select: { entityType: true } },
      directors: { select: { id: true, fullName: true }, orderBy: { position: "asc" } },
    },
  });
  const named = a.directors.filter((d) => d.fullName.trim());
  return {
    purpose: a.purpose,
    loanAmount: a.loanAmount,
    entityType: a.details?.entityType ?? null,
    directors: named.length
      ? named.map((d) => ({ id: d.id, name: d.fullName.trim() }))
      : [{ name: `${a.contactFirstName} ${a.contactLastName}`.trim() }],
  };
}
