import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { adapterFor } from "@/lib/lenders";
import { refuseWithdrawalOfSignedContract, voidAcceptedContract } from "@/lib/contracts";

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
 * offers are released, all audited. After the client accepted its offer the lender may still be
 * withdrawn until the borrower signs its contract: the contract and its guarantees are voided
 * (lib/contracts/void.ts, ADR 083); a signed contract is refused with how to cancel it instead.
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
  const acceptedBefore = await prisma.offer.findFirst({
    where: { submissionId, status: "accepted" },
    select: { id: true },
  });
  if (acceptedBefore) await refuseWithdrawalOfSignedContract(prisma, acceptedBefore.id, sub.lender.name);
  const a = sub.application;
  const adapter = adapterFor(sub.lender, { ...a, industry: a.industry });
  const told = await adapter.withdraw(
    sub.reference,
    { submissionId: sub.id, applicationNumber: a.number, businessName: a.businessName },
    options.reason,
  );
  return transaction(async (tx) => {
    const accepted = await tx.offer.findFirst({
      where: { submissionId, status: "accepted" },
      select: { id: true, applicationId: true },
    });
    const moved = await tx.lenderSubmission.updateMany({
      where: { id: submissionId, version: sub.version },
      data: { status: "withdrawn", withdrawnAt: new Date(), version: { increment: 1 } },
    });
    if (moved.count !== 1)
      throw new AppError("conflict", "This submission was changed meanwhile. Refresh to see the latest.");
    await told.record?.(tx);
    const voided = accepted
      ? await voidAcceptedContract(tx, accepted, {
          actor: options.actor,
          ip: options.ip,
          reason: options.reason,
          lenderName: sub.lender.name,
        })
      : null;
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
        offersReleased: released.count + (accepted ? 1 : 0),
        contractVoided: voided?.contractId ?? null,
        reason: options.reason,
      },
      note: options.note ?? null,
      ip: options.ip,
    });
    await options.also?.(tx);
    return {
      id: submissionId,
      status: "withdrawn" as const,
      offersReleased: released.count + (accepted ? 1 : 0),
      contractVoided: voided?.contractId ?? null,
    };
  });
}
