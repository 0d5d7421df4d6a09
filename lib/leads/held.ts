import "server-only";
import { db } from "@/lib/db";

export interface HeldForLead {
  number: string;
  idempotencyKey: string;
  expiresAt: Date;
}

/**
 * The applications a partner prepared from their leads that wait for the client's confirmation
 * (ADR 019), by lead id. They are PendingApplication rows (ADR 009): not applications yet, so no
 * list, count or commission sees them; only the lead card says 'Awaiting client confirmation'.
 */
export async function heldForPartner(partnerId: string, now = new Date()): Promise<Map<string, HeldForLead>> {
  const prisma = await db();
  const rows = await prisma.pendingApplication.findMany({
    where: { expiresAt: { gt: now }, answers: { path: ["partnerId"], equals: partnerId } },
    select: { number: true, idempotencyKey: true, expiresAt: true, answers: true },
    orderBy: { createdAt: "desc" },
  });
  const byLead = new Map<string, HeldForLead>();
  for (const { answers, ...row } of rows) {
    const leadId = (answers as { leadId?: string | null }).leadId;
    if (leadId && !byLead.has(leadId)) byLead.set(leadId, row);
  }
  return byLead;
}
