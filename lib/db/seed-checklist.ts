/** The demo document checklists: complete files, files still waiting, and rejected items with reasons. */
import { checklistFor } from "@/lib/documents/checklist";
import type { ApplicationStatus, ChecklistItemStatus, PrismaClient } from "./generated/client";

/** At and after lender matching every required document has been approved (the readiness gate). */
const PAST_THE_GATE: readonly ApplicationStatus[] = ["lender_matching", "offers_presentation", "approved", "settled"];
export const SEED_REJECTION_REASON = "The statements must cover the last six months; we received three.";

export async function seedChecklist(
  prisma: PrismaClient,
  input: {
    i: number;
    status: ApplicationStatus;
    app: { id: string };
    purpose: string;
    loanAmount: number;
    contactName: string;
    reviewedAt: Date;
  },
) {
  if (input.status === "draft") return 0;
  // The same facts checklistFactsFor reads (entity unknown; the contact as the director).
  const rules = checklistFor({
    purpose: input.purpose,
    loanAmount: input.loanAmount,
    directors: [{ name: input.contactName }],
  });
  // Before the gate: a third complete (ready for lender matching), a third with one received and one
  // rejected item, a third still waiting for everything.
  const mix = input.i % 3;
  const statusOf = (k: number): ChecklistItemStatus => {
    if (PAST_THE_GATE.includes(input.status) || mix === 1) return "approved";
    if (mix === 0 && k === 0) return "rejected";
    if (mix === 0 && k === 1) return "received";
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
