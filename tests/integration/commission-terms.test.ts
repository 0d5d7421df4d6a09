// Issue 35 item 4: terms that match the trade. Trail on the falling balance from the repayment
// schedule (or on the amount funded), the clawback schedule by the loan's month, pay on settlement or
// on receipt, and the partner's split set by admin (audited) and shown to the partner.
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as PARTNER } from "@/app/api/admin/partners/[id]/route";
import { trailBaseCents, monthlyTrail } from "@/lib/commissions/terms";
import { brokerPortal } from "@/lib/partners/portal";
import { accrueTrail } from "@/lib/settlement/trail";
import { approvedApp, closeLoan, daysAgo, settleLoan, twoLenders } from "../support/commissions";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

const trailRows = (applicationId: string) =>
  prisma().commission.findMany({ where: { applicationId, kind: "trail" }, orderBy: { earnedAt: "asc" } });

describe("trail on the lender's basis", () => {
  it("on the outstanding balance: each month's trail is on the balance the repayment schedule leaves, and falls", async () => {
    const [lender] = await twoLenders();
    await prisma().lender.update({
      where: { id: lender.id },
      data: { trailBasis: "outstanding_balance", trailRateBps: 40, commissionPaidOn: "settlement" },
    });
    const app = await approvedApp(users.partnerA);
    const s = await settleLoan(users.staff, app.id, {
      lenderId: lender.id,
      lenderReference: "BAL-1",
      settledOn: daysAgo(130),
      termMonths: 12,
    });
    await accrueTrail();
    const rows = await trailRows(app.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const facts = { ...s, frequency: "monthly" as const };
    rows.forEach((r, i) => {
      const base = trailBaseCents(facts, "outstanding_balance", i + 1);
      const expected = monthlyTrail(base, 40, r.splitBps);
      expect(r).toMatchObject({
        amountCents: expected.partnerCents,
        lenderCents: expected.lenderCents,
        baseAmount: Math.round(base / 100),
        payableCents: expected.partnerCents,
      });
      expect(r.payableAt).not.toBeNull();
    });
    // Month 1 is on the amount funded; every later month is on less.
    expect(rows[0]!.baseAmount).toBe(120_000);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.amountCents).toBeLessThan(rows[i - 1]!.amountCents);
    const accrued = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "commission.trail_accrued", entityId: s.id },
    });
    expect(accrued.after).toMatchObject({ basis: "outstanding_balance" });
  });

  it("on the original amount: every month the same, on the amount funded", async () => {
    const [, lender] = await twoLenders();
    await prisma().lender.update({
      where: { id: lender.id },
      data: { trailBasis: "original_amount", trailRateBps: 40 },
    });
    const app = await approvedApp(users.partnerA);
    await settleLoan(users.staff, app.id, { lenderId: lender.id, lenderReference: "ORIG-1", settledOn: daysAgo(100) });
    await accrueTrail();
    const rows = await trailRows(app.id);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.amountCents)).size).toBe(1);
    expect(rows.every((r) => r.baseAmount === 120_000)).toBe(true);
  });
});

describe("clawback schedule", () => {
  it("standard: 100% of the upfront in months 1-6, 50% in months 7-12, none after", async () => {
    const [lender] = await twoLenders();
    await prisma().lender.update({ where: { id: lender.id }, data: { clawbackSchedule: undefined } });
    const cases = [
      { settled: 20, share: 1 },
      { settled: 250, share: 0.5 }, // month 9
      { settled: 400, share: 0 }, // month 14
    ];
    for (const [i, c] of cases.entries()) {
      const app = await approvedApp(users.partnerA);
      await settleLoan(users.staff, app.id, {
        lenderId: lender.id,
        lenderReference: `CLAW-${i}`,
        settledOn: daysAgo(c.settled),
      });
      expect((await closeLoan(users.staff, app.id, daysAgo(0), "defaulted")).status).toBe(200);
      const upfront = await prisma().commission.findFirstOrThrow({ where: { applicationId: app.id, kind: "upfront" } });
      const claw = await prisma().commission.findFirst({ where: { applicationId: app.id, kind: "clawback" } });
      if (c.share === 0) expect(claw).toBeNull();
      else
        expect(claw).toMatchObject({
          amountCents: -Math.round(upfront.amountCents * c.share),
          payableCents: -Math.round(upfront.amountCents * c.share),
          rateBps: c.share * 10_000,
        });
    }
  });

  it("a lender's own schedule", async () => {
    const [lender] = await twoLenders();
    await prisma().lender.update({
      where: { id: lender.id },
      data: { clawbackSchedule: [{ fromMonth: 1, toMonth: 3, rateBps: 7_500 }] },
    });
    const inside = await approvedApp(users.partnerA);
    await settleLoan(users.staff, inside.id, { lenderId: lender.id, lenderReference: "OWN-1", settledOn: daysAgo(40) });
    expect((await closeLoan(users.staff, inside.id, daysAgo(0))).status).toBe(200);
    const up = await prisma().commission.findFirstOrThrow({ where: { applicationId: inside.id, kind: "upfront" } });
    const claw = await prisma().commission.findFirstOrThrow({ where: { applicationId: inside.id, kind: "clawback" } });
    expect(claw.amountCents).toBe(-Math.round(up.amountCents * 0.75));
    const outside = await approvedApp(users.partnerA);
    await settleLoan(users.staff, outside.id, {
      lenderId: lender.id,
      lenderReference: "OWN-2",
      settledOn: daysAgo(120),
    });
    expect((await closeLoan(users.staff, outside.id, daysAgo(0))).status).toBe(200);
    expect(await prisma().commission.count({ where: { applicationId: outside.id, kind: "clawback" } })).toBe(0);
  });
});

describe("pay on receipt", () => {
  it("a lender paying on receipt leaves the upfront unpayable until its money arrives", async () => {
    const [, lender] = await twoLenders();
    await prisma().lender.update({ where: { id: lender.id }, data: { commissionPaidOn: "receipt" } });
    const app = await approvedApp(users.partnerA);
    await settleLoan(users.staff, app.id, { lenderId: lender.id, lenderReference: "RCPT-1" });
    const upfront = await prisma().commission.findFirstOrThrow({ where: { applicationId: app.id, kind: "upfront" } });
    expect(upfront).toMatchObject({
      payableAt: null,
      payableCents: null,
      lenderCents: (120_000 * lender.commissionRateBps) / 100,
    });
    await prisma().lender.update({ where: { id: lender.id }, data: { commissionPaidOn: "settlement" } });
  });
});

describe("the partner's split", () => {
  const patch = (who: DemoUser, id: string, body: Record<string, unknown>) => {
    actAs(who);
    return PARTNER(apiRequest("PATCH", `/api/admin/partners/${id}`, body), routeParams({ id }));
  };

  it("admin sets it (audited with before and after); staff and partners may not; the partner sees it", async () => {
    const before = await prisma().user.findUniqueOrThrow({ where: { id: users.partnerB.id } });
    expect((await patch(users.staff, users.partnerB.id, { splitBps: 6_000 })).status).toBe(403);
    expect((await patch(users.partnerB, users.partnerB.id, { splitBps: 9_000 })).status).toBe(403);
    expect((await patch(users.admin, users.partnerB.id, { splitBps: 10_001 })).status).toBe(400);
    expect((await patch(users.admin, users.clientA.id, { splitBps: 6_000 })).status).toBe(404);
    const res = await patch(users.admin, users.partnerB.id, { splitBps: 6_000, note: "Gold tier from December" });
    expect(res.status).toBe(200);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: users.partnerB.id } })).commissionSplitBps).toBe(
      6_000,
    );
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "partner.terms_changed", entityId: users.partnerB.id },
    });
    expect(event).toMatchObject({
      actorId: users.admin.id,
      before: expect.objectContaining({ commissionSplitBps: before.commissionSplitBps }),
      after: expect.objectContaining({ commissionSplitBps: 6_000 }),
      note: "Gold tier from December",
    });
    const partner = await prisma().user.findUniqueOrThrow({ where: { id: users.partnerB.id } });
    const view = await brokerPortal({ ...partner, role: "partner" } as never, {});
    expect(view.splitBps).toBe(6_000);
  });

  it("the payout account is checked: BSB as XXX-XXX, an account number of 5 to 9 digits", async () => {
    const bad = await patch(users.admin, users.partnerB.id, { payoutBsb: "123456", payoutAccountNumber: "12" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["payoutBsb", "payoutAccountNumber"]),
    );
    const ok = await patch(users.admin, users.partnerB.id, {
      payoutBsb: "062-000",
      payoutAccountNumber: "12345678",
      payoutAccountName: "Partner B Pty Ltd",
    });
    expect(ok.status).toBe(200);
  });
});
