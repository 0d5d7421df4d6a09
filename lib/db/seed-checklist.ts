/** The demo document checklists: complete files, files still waiting, and rejected items with reasons. */
import { checklistFor } from "@/lib/documents/client";
import type { ChecklistItemStatus, PrismaClient } from "./generated/client";
import type { SeededFile } from "./seed-full-application";

export const SEED_REJECTION_REASON = "The statements must cover the last six months; we received three.";

export async function seedChecklist(
  prisma: PrismaClient,
  input: {
    app: { id: string };
    purpose: string;
    loanAmount: number;
    /** The seeded full application: its entity type and directors decide the items, its stage their status. */
    file: SeededFile;
    reviewedAt: Date;
  },
) {
  const { file } = input;
  // The same facts checklistFactsFor reads, so a later sync finds nothing to add or drop.
  const rules = checklistFor({
    purpose: input.purpose,
    loanAmount: input.loanAmount,
    entityType: file.entityType,
    directors: file.directors,
  });
  // A complete file has every item approved (ready for, or past, lender matching); a part-done one
  // has one item rejected and one received for review; a file not started waits for everything.
  const statusOf = (k: number): ChecklistItemStatus => {
    if (file.stage === "complete") return "approved";
    if (file.stage === "partial" && k === 0) return "rejected";
    if (file.stage === "partial" && k === 1) return "received";
    return "requested";
  };
  await prisma.checklistItem.createMany({
    data: rules.map((r, k) => {
      const status = statusOf(k);
      return {
        applicationId: input.app.id,
        key: r.key,
        label: r.label,
        required: r.required,
        status,
        rejectionReason: status === "rejected" ? SEED_REJECTION_REASON : null,
        reviewedAt: status === "approved" || status === "rejected" ? input.reviewedAt : null,
      };
    }),
  });
  return rules.length;
}
