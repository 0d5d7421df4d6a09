// Issue #37 item 6: every seeded status has what the product requires to reach it (dealEventsAt in
// the status module), and realistic times of the last status change, so the demo queue shows time
// in status and Overdue badges (issue #36: every row said 'In status 0 h').
import { buffer } from "node:stream/consumers";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as LIST } from "@/app/api/applications/route";
import { dealEventsAt, type ApplicationStatus } from "@/lib/applications/status";
import { mergeStatusTargets, TARGETED_STATUSES, timeInStatus } from "@/lib/applications/status-targets";
import { sha256 } from "@/lib/contracts/pdf";
import { seed } from "@/lib/db/seed";
import type { LoanFee, RepaymentFrequency } from "@/lib/money/loan-terms";
import { paymentDate, repaymentSchedule } from "@/lib/money/schedule";
import { offerFigureColumns } from "@/lib/offers/figures";
import { storageFor } from "@/lib/storage";
import { testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
const NOW = new Date();

async function seeded() {
  return prisma().application.findMany({
    orderBy: { seq: "asc" },
    include: {
      statusChanges: { orderBy: { createdAt: "asc" } },
      matches: true,
      submissions: true,
      offers: { orderBy: { createdAt: "asc" } },
      contracts: true,
      settlement: true,
    },
  });
}
type App = Awaited<ReturnType<typeof seeded>>[number];
let apps: App[];

beforeAll(async () => {
  await seed(prisma(), { now: NOW });
  apps = await seeded();
});

/** When the application entered `status` (its history's move there). */
const movedTo = (app: App, status: ApplicationStatus) =>
  app.statusChanges.find((c) => c.toStatus === status)?.createdAt;

async function storedBytes(documentId: string | null) {
  const doc = await prisma().document.findUniqueOrThrow({ where: { id: documentId! } });
  return buffer(await storageFor(doc.storageDriver).get(doc.storageKey));
}

/** Each deal event's record, checked for one application; `reached` says whether its status requires it. */
const CHECKS: Record<ReturnType<typeof dealEventsAt>[number], (app: App, reached: boolean) => Promise<void> | void> = {
  submitted(app, reached) {
    if (!reached) return void expect(app.submissions, app.number).toEqual([]);
    expect(app.submissions.length, app.number).toBeGreaterThan(0);
    const matched = new Set(app.matches.map((m) => m.lenderId));
    for (const s of app.submissions) {
      expect(matched.has(s.lenderId), `${app.number} sent to a lender in its match list`).toBe(true);
      expect(s.submittedAt).toEqual(movedTo(app, "lender_matching"));
    }
    // Before offers ready no lender has offered (an offer would have moved the file on).
    if (app.status === "lender_matching")
      expect(
        app.submissions.every((s) => ["submitted", "assessing", "action_required", "declined"].includes(s.status)),
      ).toBe(true);
  },
  offered(app, reached) {
    if (!reached) return void expect(app.offers, app.number).toEqual([]);
    expect(app.offers.length, app.number).toBeGreaterThan(0);
    expect(app.offers[0]!.createdAt, "the first offer moved the file to offers ready").toEqual(
      movedTo(app, "offers_presentation"),
    );
    for (const offer of app.offers) {
      const sub = app.submissions.find((s) => s.id === offer.submissionId)!;
      expect(sub, `${app.number}: the offer answers one of its submissions`).toBeTruthy();
      expect([sub.status, sub.lenderId]).toEqual(["offered", offer.lenderId]);
      const figures = offerFigureColumns({
        amount: offer.amount,
        termMonths: offer.termMonths,
        interestRateBps: offer.interestRateBps,
        frequency: offer.repaymentFrequency as RepaymentFrequency,
        fees: offer.fees as unknown as LoanFee[],
      });
      expect(offer).toMatchObject({ ...figures, fees: figures.fees });
    }
    if (app.status === "offers_presentation") {
      const open = app.offers.filter((o) => o.status === "open" && o.expiresAt > NOW);
      expect(open.length, `${app.number} has an open offer to choose`).toBeGreaterThan(0);
    }
  },
  async signed(app, reached) {
    const signed = app.contracts.filter((c) => c.status === "signed");
    if (!reached) {
      expect(app.acceptedOfferId, app.number).toBeNull();
      return void expect(signed, app.number).toEqual([]);
    }
    const accepted = app.offers.find((o) => o.id === app.acceptedOfferId)!;
    expect(accepted, `${app.number} has an accepted offer`).toBeTruthy();
    expect(accepted.status).toBe("accepted");
    expect(accepted.acceptedById).toBe(app.clientId);
    expect(
      app.offers.filter((o) => o.status === "open"),
      "the other offers were released",
    ).toEqual([]);
    expect(signed).toHaveLength(1);
    const contract = signed[0]!;
    expect(contract).toMatchObject({
      offerId: accepted.id,
      signerId: app.clientId,
      signerName: `${app.contactFirstName} ${app.contactLastName}`,
    });
    expect(contract.signedAt, "signing approved it").toEqual(movedTo(app, "approved"));
    expect(accepted.acceptedAt!.getTime()).toBeLessThanOrEqual(contract.signedAt!.getTime());
    expect(sha256(await storedBytes(contract.documentId))).toBe(contract.documentSha256);
    expect(contract.signedDocumentId).toBeTruthy();
  },
  settled(app, reached) {
    if (!reached) return void expect(app.settlement, app.number).toBeNull();
    const s = app.settlement!;
    const accepted = app.offers.find((o) => o.id === app.acceptedOfferId)!;
    expect(s, `${app.number}'s settlement is the accepted offer's loan`).toMatchObject({
      offerId: accepted.id,
      lenderId: accepted.lenderId,
      amountFunded: accepted.amount,
      termMonths: accepted.termMonths,
      interestRateBps: accepted.interestRateBps,
      repaymentCents: accepted.repaymentCents,
      repaymentFrequency: accepted.repaymentFrequency,
    });
    expect(app.settledAt).toEqual(movedTo(app, "settled"));
    const frequency = s.repaymentFrequency as RepaymentFrequency;
    const schedule = repaymentSchedule({
      amount: s.amountFunded,
      termMonths: s.termMonths,
      interestRateBps: s.interestRateBps,
      frequency,
      firstPaymentDate: paymentDate(s.settledOn, frequency, 1),
    });
    expect(schedule.reduce((sum, r) => sum + r.principalCents, 0)).toBe(s.amountFunded * 100);
    expect(schedule[0]!.paymentCents).toBe(s.repaymentCents);
  },
};

describe("every seeded status has what it implies", () => {
  it("seeds every status, and an offers-ready file for the demo client with offers to compare", () => {
    expect(new Set(apps.map((a) => a.status)).size).toBe(9);
    expect(apps.some((a) => a.status === "offers_presentation" && a.offers.length >= 2)).toBe(true);
  });

  it("walks each application's history to its status; the last move is its time of the last status change", async () => {
    const audit = await prisma().auditEvent.findMany({ where: { entity: "Application" } });
    for (const app of apps) {
      const history = app.statusChanges;
      if (app.status === "draft") {
        expect(history).toEqual([]);
        expect(app.statusChangedAt).toEqual(app.createdAt);
        continue;
      }
      expect(history[0], app.number).toMatchObject({ fromStatus: null, toStatus: "submitted" });
      expect(history[0]!.createdAt).toEqual(app.submittedAt);
      for (let k = 1; k < history.length; k++) {
        expect(history[k]!.fromStatus, app.number).toBe(history[k - 1]!.toStatus);
        expect(history[k]!.createdAt.getTime()).toBeGreaterThanOrEqual(history[k - 1]!.createdAt.getTime());
      }
      expect(history.at(-1)!.toStatus, app.number).toBe(app.status);
      expect(app.statusChangedAt, app.number).toEqual(history.at(-1)!.createdAt);
      expect(app.statusChangedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      // Each move is on the audit trail at its time, and every decision carries its note.
      const moves = audit.filter((e) => e.entityId === app.id).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(moves.map((e) => [(e.after as { status: string }).status, e.at])).toEqual(
        history.map((c) => [c.toStatus, c.createdAt]),
      );
      for (const c of history)
        if (["approved", "declined", "settled", "withdrawn"].includes(c.toStatus)) expect(c.note).toBeTruthy();
    }
  });

  it("has on record what each status requires (dealEventsAt), and nothing a later status would", async () => {
    for (const app of apps) {
      const required = dealEventsAt(app.status);
      // The exits (declined, withdrawn) left before lenders in the seed: nothing is required or recorded.
      for (const [event, check] of Object.entries(CHECKS))
        await check(app, required.includes(event as keyof typeof CHECKS));
    }
  });
});

describe("times of the last status change", () => {
  it("show open files mostly within their status target, at least one overdue, none at 0 h", () => {
    const targets = mergeStatusTargets([]);
    const open = apps.filter((a) => TARGETED_STATUSES.includes(a.status));
    const times = open.map((a) => timeInStatus(a.status, a.statusChangedAt, targets, NOW));
    const overdue = times.filter((t) => t.overdue).length;
    expect(overdue).toBeGreaterThan(0);
    expect(times.length - overdue).toBeGreaterThan(overdue * 2);
    expect(times.every((t) => t.hoursInStatus > 0)).toBe(true);
    // Open files are recent: submitted within the last few weeks, not at the plan's older dates.
    for (const a of open) expect(NOW.getTime() - a.createdAt.getTime()).toBeLessThan(21 * 86_400_000);
  });

  it("reach the staff queue: real hours in status and Overdue badges", async () => {
    const staff = await prisma().user.findUniqueOrThrow({ where: { email: "staff@bizfund.example" } });
    actAs(staff);
    const res = await LIST(apiRequest("GET", "/api/applications?limit=100"), routeParams({}));
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { canonicalStatus: string; hoursInStatus: number; overdue: boolean }[];
    const open = rows.filter((r) => (TARGETED_STATUSES as readonly string[]).includes(r.canonicalStatus));
    expect(open.length).toBeGreaterThan(10);
    expect(open.filter((r) => r.hoursInStatus === 0)).toEqual([]);
    expect(open.some((r) => r.overdue)).toBe(true);
    expect(open.filter((r) => !r.overdue).length).toBeGreaterThan(open.filter((r) => r.overdue).length);
  });
});
