/**
 * A seeded application's status history and its audit trail, at the times of its timeline
 * (seed-data/timeline.ts), written as the product's moves write them (recordStatusMove in
 * lib/applications/transition.ts): one ApplicationStatusChange per move with who moved it and the
 * note, and the matching audit event with the status and version before and after.
 */
import type { ApplicationStatus, PrismaClient } from "./generated/client";
import type { AuditRow } from "./seed-offers";

type Mover = "client" | "staff" | "lender";

/** Who makes each move, and the note the product writes with it (deal moves' notes come from the deal). */
const MOVES: Record<ApplicationStatus, { by: Mover; note?: string; action?: string }> = {
  draft: { by: "client" },
  submitted: { by: "client", note: "Application submitted online", action: "application.submitted" },
  under_review: { by: "staff" },
  lender_matching: { by: "staff" },
  offers_presentation: { by: "lender" },
  approved: { by: "client", note: "Contract signed" },
  settled: { by: "staff" },
  declined: { by: "staff", note: "Declined after review: the bank statements do not support the repayments." },
  withdrawn: { by: "client", note: "Withdrawn by the client", action: "application.withdrawn" },
};

export interface HistorySeedInput {
  app: { id: string; number: string; clientId: string; partnerId: string | null; loanAmount: number };
  steps: readonly ApplicationStatus[];
  times: readonly Date[];
  staffId: string;
  /** Notes the deal's moves wrote (whom it was sent to, the first offer, the settlement reference). */
  notes: Partial<Record<ApplicationStatus, string>>;
}

export async function seedStatusHistory(prisma: PrismaClient, input: HistorySeedInput): Promise<AuditRow[]> {
  const { app, steps, times } = input;
  const actor = (by: Mover) =>
    by === "client"
      ? { id: app.clientId, role: "client" }
      : by === "staff"
        ? { id: input.staffId, role: "staff" }
        : null;
  const rows = steps.map((to, k) => {
    const move = MOVES[to];
    return {
      to,
      from: k === 0 ? null : steps[k - 1]!,
      actor: actor(move.by),
      note: input.notes[to] ?? move.note ?? null,
    };
  });
  await prisma.applicationStatusChange.createMany({
    data: rows.map((r, k) => ({
      applicationId: app.id,
      fromStatus: r.from,
      toStatus: r.to,
      byUserId: r.actor?.id ?? null,
      note: r.note,
      createdAt: times[k]!,
    })),
  });
  return rows.map((r, k) => ({
    actorId: r.actor?.id ?? null,
    actorRole: r.actor?.role ?? null,
    action: MOVES[r.to].action ?? "application.status_changed",
    entity: "Application",
    entityId: app.id,
    ...(k === 0
      ? {
          after: {
            number: app.number,
            clientId: app.clientId,
            loanAmount: app.loanAmount,
            partnerId: app.partnerId,
            status: r.to,
          },
        }
      : { before: { status: r.from, version: k - 1 }, after: { status: r.to, version: k } }),
    note: r.note,
    at: times[k]!,
  }));
}
