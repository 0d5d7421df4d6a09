/**
 * The lenders behind each seeded status (issue #37 item 6), as the product gets there (dealEventsAt in
 * lib/applications/status.ts): a file at lender matching or later was submitted to its best-matched
 * lenders; from offers ready on, each of them answered as the simulated lender would for its facts
 * (lib/lenders/adapters/simulated-decision.ts: an offer, conditions first, or a decline with the
 * engine's reasons), every offer's figures from loanTerms() (offerFigureColumns). At lender matching
 * they are still deciding: assessing, or waiting on their conditions. Nothing is dated after `now`.
 */
import { createHash } from "node:crypto";
import { dealEventsAt } from "@/lib/applications/client";
import type { OfferTermsInput } from "@/lib/lenders/client";
import { simulatedDecision, simulatedOfferTerms } from "@/lib/lenders/client";
import type { RepaymentFrequency } from "@/lib/money/client";
import { offerFigureColumns, DEFAULT_OFFER_DAYS } from "@/lib/offers/client";
import type { Application, ApplicationStatus, Lender, Offer, Prisma, PrismaClient } from "./generated/client";
import { DAY } from "./seed-data/plan";

/** How many of its best-matched lenders a seeded file went to. */
export const LENDERS_PER_FILE = 3;
/**
 * The demo client's offers-ready files went to one more (issue 36 item 2, ADR 079): with four
 * eligible lenders, the owner compares four offers at once (the e2e spec offer-compare does).
 */
export const DEMO_COMPARISON_LENDERS = 4;
/** The repayment frequency of each lender's offer, in the order they were sent: comparisons mix them. */
const FREQUENCIES: readonly RepaymentFrequency[] = ["monthly", "weekly", "fortnightly", "weekly"];
const MINUTE = 60_000;

export type AuditRow = Prisma.AuditEventCreateManyInput;

export interface OffersSeedInput {
  status: ApplicationStatus;
  app: Application;
  staffId: string;
  /** When the file entered each status on its path. */
  at: Partial<Record<ApplicationStatus, Date>>;
  now: Date;
  /** How many lenders it went to (default LENDERS_PER_FILE). */
  lenders?: number;
}

export interface SeededOffers {
  /** The history notes the moves wrote: whom the file was sent to, whose offer came first. */
  notes: Partial<Record<ApplicationStatus, string>>;
  /** Every offer made, the first (the best-matched lender's) first. */
  offers: (Offer & { lender: Lender })[];
  audit: AuditRow[];
}

/** The lenders a file goes to: eligible first, in the match engine's rank order (the submissions board's order). */
async function chosenLenders(prisma: PrismaClient, applicationId: string, take: number) {
  const matches = await prisma.lenderMatch.findMany({
    where: { applicationId, lender: { active: true } },
    include: { lender: true },
    orderBy: [{ eligible: "desc" }, { rank: { sort: "asc", nulls: "last" } }],
    take,
  });
  return matches.map((m) => m.lender);
}

const reference = (lender: Lender, app: Application) =>
  `SIM-${createHash("sha256").update(`${lender.slug}:${app.number}`).digest("hex").slice(0, 10).toUpperCase()}`;

/**
 * What lender `k` answered. Offers ready needs an offer: when every lender would decline, the
 * best-matched one offered anyway (the match list is advice; a lender may lend outside it).
 */
function answerOf(lender: Lender, app: Application, k: number, decided: boolean, needOffer: boolean) {
  const decision = simulatedDecision(lender, app);
  if (decision.kind === "declined" && !(needOffer && k === 0)) return { status: "declined" as const, decision };
  if (!decided)
    return { status: decision.kind === "action_required" ? decision.kind : ("assessing" as const), decision };
  const terms: OfferTermsInput = {
    ...simulatedOfferTerms(lender, app),
    frequency: FREQUENCIES[k % FREQUENCIES.length]!,
  };
  return { status: "offered" as const, decision, terms };
}

export async function seedOffers(prisma: PrismaClient, input: OffersSeedInput): Promise<SeededOffers> {
  const { app, at, now } = input;
  const events = dealEventsAt(input.status);
  const result: SeededOffers = { notes: {}, offers: [], audit: [] };
  if (!events.includes("submitted")) return result;
  const lenders = await chosenLenders(prisma, app.id, input.lenders ?? LENDERS_PER_FILE);
  const sentAt = at.lender_matching!;
  const decided = events.includes("offered");
  // Answers come in before the file moves on (or before now, for a file still at lender matching).
  const until = Math.min(at.offers_presentation?.getTime() ?? now.getTime(), now.getTime()) - MINUTE;
  const answeredAt = (k: number) => new Date(Math.min(sentAt.getTime() + (k + 1) * 3 * 3_600_000, until));
  // The first offer moves the file to offers ready; the others follow within the hour, before it moves on.
  const nextMove = at.approved ?? now;
  const offeredAt = (n: number) =>
    new Date(Math.min(at.offers_presentation!.getTime() + n * 20 * MINUTE, nextMove.getTime() - MINUTE));
  result.notes.lender_matching = `Submitted to ${lenders.map((l) => l.name).join(", ")}`;
  const noneWouldOffer = lenders.every((l) => simulatedDecision(l, app).kind === "declined");

  for (const [k, lender] of lenders.entries()) {
    const answer = answerOf(lender, app, k, decided, decided && noneWouldOffer);
    const conditions =
      answer.decision.kind === "action_required"
        ? answer.decision.conditions.map((text, n) => ({
            id: `${app.number}-${k}-${n}`,
            text,
            ...(decided ? { answer: `Provided: ${text.toLowerCase()}.`, answeredAt: answeredAt(k).toISOString() } : {}),
          }))
        : undefined;
    const offered = answer.status === "offered" ? result.offers.length : -1;
    const decidedAt =
      answer.status === "offered" ? offeredAt(offered) : answer.status === "assessing" ? null : answeredAt(k);
    const submission = await prisma.lenderSubmission.create({
      data: {
        applicationId: app.id,
        lenderId: lender.id,
        driver: lender.driver,
        status: answer.status,
        reference: reference(lender, app),
        conditions,
        declineReason:
          answer.status === "declined" && answer.decision.kind === "declined" ? answer.decision.reason : null,
        submittedById: input.staffId,
        submittedAt: sentAt,
        decidedAt,
        createdAt: sentAt,
      },
    });
    result.audit.push({
      actorId: input.staffId,
      actorRole: "staff",
      action: "submission.created",
      entity: "LenderSubmission",
      entityId: submission.id,
      after: { applicationId: app.id, lenderId: lender.id, lender: lender.name, driver: lender.driver },
      at: sentAt,
    });
    if (answer.status !== "offered") continue;
    const offer = await prisma.offer.create({
      data: {
        applicationId: app.id,
        submissionId: submission.id,
        lenderId: lender.id,
        ...offerFigureColumns(answer.terms),
        earlyRepayment: answer.terms.earlyRepayment,
        security: answer.terms.security,
        guarantees: answer.terms.guarantees,
        expiresAt: new Date(decidedAt!.getTime() + DEFAULT_OFFER_DAYS * DAY),
        createdAt: decidedAt!,
      },
      include: { lender: true },
    });
    result.offers.push(offer);
    result.audit.push({
      action: "offer.created",
      entity: "Offer",
      entityId: offer.id,
      after: { applicationId: app.id, submissionId: submission.id, amount: offer.amount, aprBps: offer.aprBps },
      at: decidedAt!,
    });
  }
  if (result.offers[0]) result.notes.offers_presentation = `First offer: ${result.offers[0].lender.name}`;
  return result;
}

/**
 * Issue #34 item 4 (ADR 067): the demo's offers file has the applicant and a second guarantor with
 * their own e-mail address, so the demo (and its e2e spec) can sign from two separate links.
 */
export async function secondGuarantor(prisma: PrismaClient, applicationId: string) {
  const directors = await prisma.applicationDirector.findMany({
    where: { applicationId },
    orderBy: { position: "asc" },
  });
  if (directors.length === 0) return;
  const data = { fullName: "Daniel Mitchell", email: "daniel.mitchell@guarantor.example", guarantor: true };
  if (directors[1]) await prisma.applicationDirector.update({ where: { id: directors[1].id }, data });
  else {
    await prisma.applicationDirector.update({ where: { id: directors[0]!.id }, data: { ownershipPercent: 60 } });
    await prisma.applicationDirector.create({ data: { applicationId, position: 1, ownershipPercent: 40, ...data } });
  }
}
