// Issue 16 item 5: settlement pays the broker. One transaction for the settlement, the move to settled
// and the upfront commission; trail by the recurring job; clawback inside the lender's window.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as SETTLE, GET as LOAN } from "@/app/api/applications/[id]/settlement/route";
import { POST as CLOSE } from "@/app/api/applications/[id]/settlement/close/route";
import { GET as STATEMENT } from "@/app/api/broker/statement/route";
import { PATCH as LENDER } from "@/app/api/admin/lenders/[id]/route";
import { lenderCommissionFormSchema } from "@/lib/admin/lender-form";
import { DEFAULT_SPLIT_BPS, clawbackCents, upfrontCommissionCents } from "@/lib/commissions/calc";
import { accrueTrail } from "@/lib/settlement/trail";
import { acceptedOffer } from "../support/accepted-offer";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });

/**
 * An open application referred by partnerA. Approved the real way (ADR 068): the first lender's
 * offer for `amount` accepted and its contract signed; "under_review" has no offer at all.
 */
async function approvedApp(status: "approved" | "under_review" = "approved", amount = 120_000) {
  const app = await prisma().application.findFirstOrThrow({
    where: {
      status: { in: ["submitted", "under_review", "lender_matching", "offers_presentation"] },
      settlement: null,
      commissions: { none: {} },
      acceptedOfferId: null,
    },
    orderBy: { seq: "asc" },
  });
  await prisma().application.update({ where: { id: app.id }, data: { status, partnerId: users.partnerA.id } });
  if (status === "approved") await acceptedOffer(app.id, await lender(), { amount, termMonths: 24 });
  return prisma().application.findUniqueOrThrow({ where: { id: app.id } });
}

async function lender() {
  return prisma().lender.findFirstOrThrow({ where: { active: true }, orderBy: { name: "asc" } });
}

async function settle(who: DemoUser, id: string, body: Record<string, unknown>) {
  actAs(who);
  return SETTLE(apiRequest("POST", `/api/applications/${id}/settlement`, body), routeParams({ id }));
}
async function close(who: DemoUser, id: string, body: Record<string, unknown>) {
  actAs(who);
  return CLOSE(apiRequest("POST", `/api/applications/${id}/settlement/close`, body), routeParams({ id }));
}
async function terms(over: Record<string, unknown> = {}) {
  const l = await lender();
  return {
    settledOn: today(),
    amountFunded: 120_000,
    lenderReference: "PX-2231",
    lenderId: l.id,
    termMonths: 24,
    interestRatePercent: l.rateMinBps / 100,
    frequency: "monthly",
    ...over,
  };
}

describe("recording a settlement", () => {
  it("settles, pays the partner's upfront commission, audits and notifies; a second settlement is 409", async () => {
    const app = await approvedApp();
    const l = await lender();
    const res = await settle(users.staff, app.id, await terms());
    expect(res.status).toBe(201);
    const s = await prisma().settlement.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(s).toMatchObject({ amountFunded: 120_000, lenderReference: "PX-2231", lenderId: l.id, termMonths: 24 });
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.status).toBe("settled");
    expect(after.settledAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(after.version).toBe(app.version + 1);
    const split = (await prisma().user.findUniqueOrThrow({ where: { id: users.partnerA.id } })).commissionSplitBps;
    const rows = await prisma().commission.findMany({ where: { applicationId: app.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "upfront",
      period: "upfront",
      settlementId: s.id,
      partnerId: users.partnerA.id,
      baseAmount: 120_000,
      rateBps: l.commissionRateBps,
      amountCents: upfrontCommissionCents(120_000, l.commissionRateBps, split ?? DEFAULT_SPLIT_BPS),
    });
    expect(rows[0]!.earnedAt.getTime()).toBeLessThanOrEqual(Date.now());
    const actions = (
      await prisma().auditEvent.findMany({ where: { entityId: { in: [app.id, s.id, rows[0]!.id] } } })
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["settlement.recorded", "application.status_changed", "commission.created"]),
    );
    const change = await prisma().applicationStatusChange.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { createdAt: "desc" },
    });
    expect(change).toMatchObject({ fromStatus: "approved", toStatus: "settled", byUserId: users.staff.id });
    expect(await prisma().notification.count({ where: { userId: app.clientId, kind: "settled" } })).toBeGreaterThan(0);
    expect(
      await prisma().notification.count({ where: { userId: users.partnerA.id, kind: "commission_earned" } }),
    ).toBeGreaterThan(0);

    const again = await settle(users.admin, app.id, await terms());
    expect(again.status).toBe(409);
    expect(await prisma().commission.count({ where: { applicationId: app.id } })).toBe(1);

    // The client sees the loan and its schedule; another client does not.
    actAs(users.clientA);
    const seen = await LOAN(apiRequest("GET", `/api/applications/${app.id}/settlement`), routeParams({ id: app.id }));
    if (app.clientId === users.clientA.id) {
      const view = (await seen.json()) as { loan: { schedule: { principalCents: number }[]; nextPayment: unknown } };
      expect(view.loan.schedule).toHaveLength(24);
      expect(view.loan.schedule.reduce((t, r) => t + r.principalCents, 0)).toBe(12_000_000);
      expect(view.loan.nextPayment).not.toBeNull();
    } else expect(seen.status).toBe(404);
  });

  it("is one transaction: a failure after the settlement insert leaves neither settlement nor commission", async () => {
    const app = await approvedApp();
    // The upfront row's unique key is taken, so the commission insert (after the settlement's) fails.
    await prisma().commission.create({
      data: {
        partnerId: users.partnerA.id,
        applicationId: app.id,
        kind: "upfront",
        period: "upfront",
        baseAmount: 1,
        rateBps: 0,
        splitBps: 0,
        amountCents: 0,
      },
    });
    const res = await settle(users.staff, app.id, await terms());
    expect(res.status).toBe(409);
    expect(await prisma().settlement.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await prisma().commission.count({ where: { applicationId: app.id } })).toBe(1);
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after).toMatchObject({ status: "approved", version: app.version, settledAt: null });
    expect(
      await prisma().auditEvent.count({
        where: { action: "settlement.recorded", after: { path: ["applicationId"], equals: app.id } },
      }),
    ).toBe(0);
  });

  it("needs an accepted, signed offer (an admin may settle without, with a note), a past date, a positive amount and the loan's terms", async () => {
    const app = await approvedApp("under_review");
    expect((await settle(users.staff, app.id, await terms())).status).toBe(409);
    expect((await settle(users.admin, app.id, await terms())).status).toBe(409);
    expect((await settle(users.staff, app.id, await terms({ amountFunded: 0 }))).status).toBe(400);
    expect((await settle(users.admin, app.id, await terms({ settledOn: "2999-01-01", note: "x" }))).status).toBe(400);
    expect((await settle(users.admin, app.id, await terms({ lenderId: undefined, note: "x" }))).status).toBe(400);
    expect((await settle(users.admin, app.id, await terms({ interestRatePercent: 99, note: "x" }))).status).toBe(400);
    expect((await settle(users.clientA, app.id, await terms())).status).toBe(403);
    expect((await settle(users.partnerA, app.id, await terms())).status).toBe(403);
    expect(await prisma().settlement.count({ where: { applicationId: app.id } })).toBe(0);
    const settledOn = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await settle(
      users.admin,
      app.id,
      await terms({ settledOn, note: "Lender funded before the signed contract came back" }),
    );
    expect(res.status).toBe(201);
    const settled = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(settled.settledAt!.toISOString().slice(0, 10)).toBe(settledOn);
  });

  it("takes the accepted offer's terms and refuses any other amount (#39 item 9)", async () => {
    const app = await approvedApp("under_review");
    const l = await lender();
    const offer = await acceptedOffer(app.id, l, { amount: 80_000, termMonths: 36, frequency: "fortnightly" });
    const base = { settledOn: today(), lenderReference: "AC-1" };
    expect((await settle(users.staff, app.id, { ...base, amountFunded: 80_001 })).status).toBe(409);
    expect((await settle(users.staff, app.id, { ...base, amountFunded: 1_000 })).status).toBe(409);
    expect((await settle(users.staff, app.id, { ...base, amountFunded: 80_000 })).status).toBe(201);
    expect(await prisma().settlement.findUniqueOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      offerId: offer.id,
      termMonths: 36,
      repaymentFrequency: "fortnightly",
      repaymentCents: offer.repaymentCents,
    });
  });
});

describe("trail and clawback", () => {
  it("the trail job adds each completed month once, and stops when the loan closes", async () => {
    const app = await approvedApp();
    const settledOn = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    expect((await settle(users.staff, app.id, await terms({ settledOn }))).status).toBe(201);
    await accrueTrail();
    const trail = () =>
      prisma().commission.findMany({ where: { applicationId: app.id, kind: "trail" }, orderBy: { period: "asc" } });
    const first = await trail();
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(new Set(first.map((r) => r.period)).size).toBe(first.length);
    expect(first.every((r) => r.earnedAt.getTime() <= Date.now())).toBe(true);
    await accrueTrail();
    expect(await trail()).toHaveLength(first.length);
    // Months after the loan ended are never added.
    expect((await close(users.staff, app.id, { outcome: "repaid", closedOn: today() })).status).toBe(200);
    await accrueTrail(new Date(Date.now() + 200 * 86_400_000));
    expect(await trail()).toHaveLength(first.length);
  });

  it("claws the upfront back inside the lender's window, not outside it", async () => {
    const l = await lender();
    await prisma().lender.update({
      where: { id: l.id },
      data: { clawbackSchedule: [{ fromMonth: 1, toMonth: 12, rateBps: 5_000 }] },
    });
    const inside = await approvedApp();
    expect((await settle(users.staff, inside.id, await terms())).status).toBe(201);
    const res = await close(users.staff, inside.id, { outcome: "defaulted", closedOn: today() });
    expect(res.status).toBe(200);
    const upfront = await prisma().commission.findFirstOrThrow({
      where: { applicationId: inside.id, kind: "upfront" },
    });
    const claw = await prisma().commission.findFirstOrThrow({ where: { applicationId: inside.id, kind: "clawback" } });
    expect(claw.amountCents).toBe(clawbackCents(upfront.amountCents, 5_000));
    expect(claw.amountCents).toBeLessThan(0);
    expect((await close(users.staff, inside.id, { outcome: "repaid", closedOn: today() })).status).toBe(409);

    const outside = await approvedApp();
    const settledOn = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await settle(users.staff, outside.id, await terms({ settledOn }))).status).toBe(201);
    expect((await close(users.partnerA, outside.id, { outcome: "repaid", closedOn: today() })).status).toBe(403);
    expect((await close(users.staff, outside.id, { outcome: "repaid", closedOn: today() })).status).toBe(200);
    expect(await prisma().commission.count({ where: { applicationId: outside.id, kind: "clawback" } })).toBe(0);
    expect((await prisma().settlement.findUniqueOrThrow({ where: { applicationId: outside.id } })).closedReason).toBe(
      "repaid",
    );
  });

  it("this month's statement lists the new rows with application number and kind in words", async () => {
    const app = await approvedApp("approved", 64_000);
    expect((await settle(users.staff, app.id, await terms({ amountFunded: 64_000 }))).status).toBe(201);
    expect((await close(users.staff, app.id, { outcome: "repaid", closedOn: today() })).status).toBe(200);
    actAs(users.partnerA);
    const month = today().slice(0, 7);
    const csv = await (await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=csv`))).text();
    const lines = csv.split("\r\n").filter((line) => line.includes(app.number));
    expect(lines.some((line) => line.includes('"Upfront"'))).toBe(true);
    expect(lines.some((line) => line.includes('"Clawback"'))).toBe(true);
  });
});

describe("the lender panel's commission terms", () => {
  it("an admin sets the upfront, trail and clawback terms from the form; staff cannot", async () => {
    const l = await lender();
    const body = lenderCommissionFormSchema.parse({
      commissionRate: "1.20",
      trailRate: "0.30",
      trailBasis: "original_amount",
      clawbackSchedule: "1-9: 100%, 10-18: 50%",
      commissionPaidOn: "receipt",
    });
    expect(body).toEqual({
      commissionRateBps: 120,
      trailRateBps: 30,
      trailBasis: "original_amount",
      clawbackSchedule: [
        { fromMonth: 1, toMonth: 9, rateBps: 10_000 },
        { fromMonth: 10, toMonth: 18, rateBps: 5_000 },
      ],
      commissionPaidOn: "receipt",
    });
    const form = {
      commissionRate: "1",
      trailRate: "0",
      trailBasis: "outstanding_balance",
      commissionPaidOn: "settlement",
    };
    expect(
      lenderCommissionFormSchema.safeParse({ ...form, commissionRate: "40", clawbackSchedule: "None" }).success,
    ).toBe(false);
    expect(lenderCommissionFormSchema.safeParse({ ...form, clawbackSchedule: "7-12: 50%, 1-6: 100%" }).success).toBe(
      false,
    );
    const patch = (who: DemoUser) => {
      actAs(who);
      return LENDER(apiRequest("PATCH", `/api/admin/lenders/${l.id}`, body), routeParams({ id: l.id }));
    };
    expect((await patch(users.staff)).status).toBe(403);
    expect((await patch(users.admin)).status).toBe(200);
    expect(await prisma().lender.findUniqueOrThrow({ where: { id: l.id } })).toMatchObject(body);
    // Back to the standard schedule and paid on settlement for the rest of this file.
    actAs(users.admin);
    const reset = { clawbackSchedule: null, commissionPaidOn: "settlement", trailBasis: "outstanding_balance" };
    expect(
      (await LENDER(apiRequest("PATCH", `/api/admin/lenders/${l.id}`, reset), routeParams({ id: l.id }))).status,
    ).toBe(200);
    expect((await prisma().lender.findUniqueOrThrow({ where: { id: l.id } })).clawbackSchedule).toBeNull();
  });
});
