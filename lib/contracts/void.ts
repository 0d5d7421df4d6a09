import "server-only";
import { audit, type Actor } from "@/lib/audit";
import type { Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { formatDateTime } from "@/lib/money/client";

type Tx = Prisma.TransactionClient;

/**
 * A lender withdrawn after the client accepted its offer (ADR 083). What a broker does: until the
 * borrower has signed the lender's contract nothing binds them, so the client may still walk away;
 * the contract and every guarantee on it are voided (no link, envelope event or click can sign them
 * again) and the acceptance is undone so another lender can be sent the file. Once the borrower has
 * signed, the contract binds them to the lender's terms: we refuse, and say how to cancel (with the
 * lender, under the contract's own cancellation terms, before the funds are drawn).
 */
export async function refuseWithdrawalOfSignedContract(tx: Pick<Tx, "contract">, offerId: string, lenderName: string) {
  const contract = await tx.contract.findUnique({
    where: { offerId },
    select: { status: true, signedAt: true },
  });
  if (contract?.status === "signed")
    throw new AppError(
      "conflict",
      `The client signed ${lenderName}'s contract${contract.signedAt ? ` on ${formatDateTime(contract.signedAt)}` : ""}: ` +
        "it binds them to the lender's terms, so we cannot withdraw the file. To cancel before the funds are drawn, " +
        "the client asks the lender under the contract's cancellation terms; we can contact the lender for them.",
    );
}

/** In the withdrawal's transaction: the accepted offer released, its contract and guarantees void, audited. */
export async function voidAcceptedContract(
  tx: Tx,
  offer: { id: string; applicationId: string },
  ctx: { actor: Actor; ip?: string; reason: string; lenderName: string },
) {
  const now = new Date();
  await tx.offer.update({ where: { id: offer.id }, data: { status: "released", closedAt: now } });
  await tx.application.updateMany({
    where: { id: offer.applicationId, acceptedOfferId: offer.id },
    data: { acceptedOfferId: null, lastActivityAt: now },
  });
  const contract = await tx.contract.findUnique({ where: { offerId: offer.id }, select: { id: true, status: true } });
  if (!contract) return null;
  await refuseWithdrawalOfSignedContract(tx, offer.id, ctx.lenderName);
  await tx.contract.update({ where: { id: contract.id }, data: { status: "void" } });
  const guarantees = await tx.guarantorSigning.updateMany({
    where: { contractId: contract.id, status: { not: "void" } },
    data: { status: "void", codeHash: null },
  });
  await audit(tx, {
    actor: ctx.actor,
    action: "contract.voided",
    entity: "Contract",
    entityId: contract.id,
    before: { status: contract.status },
    after: { status: "void", lender: ctx.lenderName, guaranteesVoided: guarantees.count, reason: ctx.reason },
    ip: ctx.ip,
  });
  return { contractId: contract.id, guaranteesVoided: guarantees.count };
}
