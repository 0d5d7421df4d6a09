import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { adapterFor } from "@/lib/lenders/adapters";

export interface WithdrawOptions {
  actor: Actor;
  /** Why, in words the lender reads (its withdrawal notice) and the audit keeps. */
  reason: string;
  note?: string | null;
  ip?: string;
  /** Written in the withdrawal's transaction (the owner's removed consent). */
  also?: (tx: Prisma.TransactionClient) => Promise<void>;
}

/**
 * Take a file back from one lender (issue 34 item 2, ADR 066), for staff and for the owner alike: the
 * lender's adapter is told (`withdraw`: the API's cancel call, or the e-mail driver's withdrawal notice
 * through the outbox, written with the withdrawal), the submission becomes withdrawn and its open
 * offers are released, all audited. An accepted offer cannot be withdrawn from.
 */
export async function withdrawFromLender(submissionId: string, options: WithdrawOptions) {
  const prisma = await db();
  const sub = await prisma.lenderSubmission.findUnique({
    where: { id: submissionId },
    include: { lender: true, application: true },
  });
  if (!sub) throw new AppError("not_found", "Submission not found.");
  if (sub.status === "withdrawn" || sub.status === "declined")
    throw new AppError("conflict", `This submission is already ${sub.status}.`);
  if (await prisma.offer.findFirst({ where: { submissionId, status: "accepted" }, select: { id: true } }))
    throw new AppError("conflict", "The client accepted this lender's offer; it can no longer be withdrawn.");
  const a = sub.application;
  const adapter = adapterFor(sub.lender, { ...a, industry: a.industry });
  const told = await adapter.withdraw(
    sub.reference,
    { submissionId: sub.id, applicationNumber: a.number, businessName: a.businessName },
    options.reason,
  );
  return transaction(async (tx) => {
    if (await tx.offer.findFirst({ where: { submissionId, status: "accepted" }, select: { id: true } }))
      throw new AppError("conflict", "The client accepted this lender's offer; it can no longer be withdrawn.");
    const moved = await tx.lenderSubmission.updateMany({
      where: { id: submissionId, version: sub.version },
      data: { status: "withdrawn", withdrawnAt: new Date(), version: { increment: 1 } },
    });
    if (moved.count !== 1)
      throw new AppError("conflict", "This submission was changed meanwhile. Refresh to see the latest.");
    await told.record?.(tx);
    // Its open offers go with it.
    const released = await tx.offer.updateMany({
      where: { submissionId, status: "open" },
      data: { status: "released", closedAt: new Date() },
    });
    await audit(tx, {
      actor: options.actor,
      action: "submission.withdrawn",
      entity: "LenderSubmission",
      entityId: submissionId,
      before: { status: sub.status },
      after: {
        status: "withdrawn",
        lender: sub.lender.name,
        notified: sub.reference ? adapter.driver : null,
        acknowledgement: told.acknowledgement,
        offersReleased: released.count,
        reason: options.reason,
      },
      note: options.note ?? null,
      ip: options.ip,
    });
    await options.also?.(tx);
    return { id: submissionId, status: "withdrawn" as const, offersReleased: released.count };
  });
}
