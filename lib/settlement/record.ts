import "server-only";
import { audit } from "@/lib/audit";
import { can } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { recordStatusMove } from "@/lib/applications/transition";
import {
  checkDealGuard,
  statusAfterDealEvent,
  isTerminal,
  type ApplicationStatus,
  workspaceHref,
} from "@/lib/applications/client";
import { DEFAULT_SPLIT_BPS, upfrontCommissionCents, upfrontLenderCents } from "@/lib/commissions/client";
import { transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { loanTerms, type RepaymentFrequency, formatAudCents } from "@/lib/money/client";
import { notifyUser } from "@/lib/notifications";
import { calendarDay } from "@/lib/validation/client";
import { melbourneToday, type SettlementInput } from "./schema";
import { onSettled } from "@/lib/webhooks";

type Tx = Prisma.TransactionClient;

/** A ledger row is never dated after the moment it is written (the ledger hides future rows). */
export const notAfter = (day: Date, now: Date) => (day.getTime() > now.getTime() ? now : day);

interface LoanFacts {
  lenderId: string;
  offerId: string | null;
  termMonths: number;
  interestRateBps: number;
  repaymentCents: number;
  frequency: RepaymentFrequency;
}

/** The answer (409) to an amount funded other than the accepted offer's. */
export const amountMismatchMessage = (offerAmount: number) =>
  `The amount funded must be the accepted offer's ${formatAudCents(offerAmount * 100)}: its repayment and costs are for that amount. If the lender funded a different amount, it must issue an amended offer for the client to accept and sign before the settlement is recorded.`;

/**
 * The loan's terms: the accepted offer's when there is one (the amount funded must be its amount);
 * otherwise what staff entered, the rate inside the chosen lender's band and the repayment computed
 * by the money module.
 */
async function loanFacts(
  tx: Tx,
  app: { acceptedOfferId: string | null; loanAmount: number },
  input: SettlementInput,
): Promise<LoanFacts> {
  if (app.acceptedOfferId) {
    const offer = await tx.offer.findUniqueOrThrow({ where: { id: app.acceptedOfferId } });
    // The offer's repayment, rate and costs are for its amount: a loan funded for another amount
    // would store figures that are not its own. A lender funding another amount issues an amended
    // offer, which the client accepts and signs first (ADR 054).
    if (input.amountFunded !== offer.amount)
      throw new AppError("conflict", amountMismatchMessage(offer.amount), {
        fields: { amountFunded: [`Enter the accepted offer's amount, ${formatAudCents(offer.amount * 100)}.`] },
      });
    return {
      lenderId: offer.lenderId,
      offerId: offer.id,
      termMonths: offer.termMonths,
      interestRateBps: offer.interestRateBps,
      repaymentCents: offer.repaymentCents,
      frequency: offer.repaymentFrequency as RepaymentFrequency,
    };
  }
  const missing: Record<string, string[]> = {};
  if (!input.lenderId) missing.lenderId = ["Choose the lender."];
  if (!input.termMonths) missing.termMonths = ["Enter the term in months."];
  if (input.interestRatePercent == null) missing.interestRatePercent = ["Enter the interest rate."];
  if (!input.frequency) missing.frequency = ["Choose the repayment frequency."];
  if (Object.keys(missing).length)
    throw new AppError("bad_request", "Without an accepted offer, enter the lender and the loan's terms.", {
      fields: missing,
    });
  const lender = await tx.lender.findUnique({ where: { id: input.lenderId! } });
  if (!lender)
    throw new AppError("bad_request", "Choose a lender from the panel.", {
      fields: { lenderId: ["Choose a lender."] },
    });
  const interestRateBps = Math.round(input.interestRatePercent! * 100);
  if (interestRateBps < lender.rateMinBps || interestRateBps > lender.rateMaxBps)
    throw new AppError("bad_request", `${lender.name} lends between its panel rates; this rate is outside them.`, {
      fields: { interestRatePercent: ["Use a rate inside the lender's rate band."] },
    });
  const terms = loanTerms({
    amount: input.amountFunded,
    termMonths: input.termMonths!,
    interestRateBps,
    frequency: input.frequency!,
    fees: [],
  });
  return {
    lenderId: lender.id,
    offerId: null,
    termMonths: input.termMonths!,
    interestRateBps,
    repaymentCents: terms.repaymentCents,
    frequency: input.frequency!,
  };
}

/**
 * Staff record that the lender paid out (issue 16 item 5). One transaction: the Settlement row, the
 * move to settled, the referring partner's upfront commission and the audit events; a failure
 * anywhere leaves none of them. The partner (commission earned) and the client (settled) are told
 * after the commit. Precondition: an accepted offer with its contract signed (approved); an admin may
 * settle without, with a note, audited as settlement.overridden (ADR 068).
 */
export async function recordSettlement(
  user: SessionUser,
  id: string,
  input: SettlementInput,
  ip?: string,
  now: Date = new Date(),
) {
  if (input.settledOn > melbourneToday(now))
    throw new AppError("bad_request", "The settlement date cannot be in the future.", {
      fields: { settledOn: ["Not after today."] },
    });
  const settledOn = calendarDay(input.settledOn);
  const note = input.note?.trim() || null;
  const done = await transaction(async (tx) => {
    const app = await tx.application.findUnique({
      where: { id },
      select: {
        id: true,
        number: true,
        status: true,
        version: true,
        clientId: true,
        partnerId: true,
        loanAmount: true,
        acceptedOfferId: true,
        acceptedOffer: { select: { contract: { select: { status: true } } } },
        settlement: { select: { id: true } },
        partner: { select: { commissionSplitBps: true } },
      },
    });
    if (!app) throw new AppError("not_found", "Application not found.");
    if (app.settlement) throw new AppError("conflict", `Settlement is already recorded for ${app.number}.`);
    if (input.version != null && input.version !== app.version)
      throw new AppError("conflict", "This application was changed by someone else. Refresh to see the latest status.");
    const from = app.status as ApplicationStatus;
    if (isTerminal(from)) throw new AppError("conflict", `An application that is ${from} cannot be settled.`);
    // An accepted offer with its contract signed, or an admin's override with a note (ADR 068).
    const deal = checkDealGuard(
      "settled",
      { acceptedOffer: !!app.acceptedOfferId, contractSigned: app.acceptedOffer?.contract?.status === "signed" },
      { mayOverride: can(user, "reopen:application"), hasNote: !!note },
    );
    if (!deal.ok)
      throw new AppError(deal.code, deal.reason, {
        fields: {
          missing: deal.missing,
          ...(note ? {} : { note: ["Say why it settles without an accepted, signed offer."] }),
        },
      });
    if (deal.overridden)
      await audit(tx, {
        actor: user,
        action: "settlement.overridden",
        entity: "Application",
        entityId: id,
        after: { status: from, missing: deal.missing },
        note,
        ip,
      });
    const to = statusAfterDealEvent(from, "settled");
    if (to !== "settled") throw new AppError("conflict", "This application cannot be settled.");
    const facts = await loanFacts(tx, app, input);
    const settlement = await tx.settlement.create({
      data: {
        applicationId: id,
        offerId: facts.offerId,
        lenderId: facts.lenderId,
        settledOn,
        amountFunded: input.amountFunded,
        lenderReference: input.lenderReference,
        termMonths: facts.termMonths,
        interestRateBps: facts.interestRateBps,
        repaymentCents: facts.repaymentCents,
        repaymentFrequency: facts.frequency,
        recordedById: user.id,
      },
    });
    await audit(tx, {
      actor: user,
      action: "settlement.recorded",
      entity: "Settlement",
      entityId: settlement.id,
      after: {
        applicationId: id,
        settledOn: input.settledOn,
        amountFunded: input.amountFunded,
        lenderReference: input.lenderReference,
        lenderId: facts.lenderId,
        offerId: facts.offerId,
      },
      note,
      ip,
    });
    await recordStatusMove(tx, { id, from, version: app.version }, to, {
      actor: user,
      note: note ?? `Settled: ${input.lenderReference}`,
      ip,
    });
    // The dashboards count settlements by settledAt: the day the lender paid out, not the day it was keyed in.
    await tx.application.update({ where: { id }, data: { settledAt: notAfter(settledOn, now) } });
    await onSettled(tx, id, settlement);
    const commission = app.partnerId
      ? await createUpfront(tx, user, {
          applicationId: id,
          partnerId: app.partnerId,
          settlementId: settlement.id,
          lenderId: facts.lenderId,
          amountFunded: input.amountFunded,
          splitBps: app.partner?.commissionSplitBps ?? DEFAULT_SPLIT_BPS,
          earnedAt: notAfter(settledOn, now),
          ip,
        })
      : null;
    await notifyUser(tx, app.clientId, {
      kind: "settled",
      title: `Application ${app.number}: Settled`,
      body: `Your loan of ${formatAudCents(input.amountFunded * 100)} has settled. Your repayment schedule is in your portal.`,
      link: workspaceHref("client", app.id, "loan"),
    });
    if (commission && app.partnerId)
      await notifyUser(tx, app.partnerId, {
        kind: "commission_earned",
        title: `Commission earned on ${app.number}`,
        body: `Upfront commission of ${formatAudCents(commission.amountCents)} on ${app.number}.`,
        link: workspaceHref("partner", app.id, "commission"),
      });
    return { settlement, app, commission };
  });
  return {
    id,
    status: "settled" as const,
    settlementId: done.settlement.id,
    commissionCents: done.commission?.amountCents ?? null,
  };
}

async function createUpfront(
  tx: Tx,
  user: SessionUser,
  c: {
    applicationId: string;
    partnerId: string;
    settlementId: string;
    lenderId: string;
    amountFunded: number;
    splitBps: number;
    earnedAt: Date;
    ip?: string;
  },
) {
  const lender = await tx.lender.findUniqueOrThrow({
    where: { id: c.lenderId },
    select: { commissionRateBps: true, commissionPaidOn: true },
  });
  const amountCents = upfrontCommissionCents(c.amountFunded, lender.commissionRateBps, c.splitBps);
  // A lender that pays on settlement: payable now. On receipt: once its remittance arrives (lib/remittances).
  const onSettlement = lender.commissionPaidOn === "settlement";
  const row = await tx.commission.create({
    data: {
      partnerId: c.partnerId,
      applicationId: c.applicationId,
      settlementId: c.settlementId,
      kind: "upfront",
      period: "upfront",
      baseAmount: c.amountFunded,
      rateBps: lender.commissionRateBps,
      splitBps: c.splitBps,
      amountCents,
      lenderCents: upfrontLenderCents(c.amountFunded, lender.commissionRateBps),
      payableAt: onSettlement ? c.earnedAt : null,
      payableCents: onSettlement ? amountCents : null,
      earnedAt: c.earnedAt,
    },
  });
  await audit(tx, {
    actor: user,
    action: "commission.created",
    entity: "Commission",
    entityId: row.id,
    after: {
      kind: "upfront",
      applicationId: c.applicationId,
      amountCents: row.amountCents,
      lenderCents: row.lenderCents,
      payable: onSettlement ? "on settlement" : "on receipt",
    },
    ip: c.ip,
  });
  return row;
}
