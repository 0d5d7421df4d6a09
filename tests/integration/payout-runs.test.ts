// Issue 35 item 2: money out. Payout runs: staff pick a period and see each partner's payable lines,
// a second person approves (maker-checker), the ABA file pays them, the lines are marked paid with the
// run's reference and date. A clawback is netted against the next run, never lost.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as ABA } from "@/app/api/staff/payout-runs/[id]/aba/route";
import { POST as APPROVE } from "@/app/api/staff/payout-runs/[id]/approve/route";
import { POST as CANCEL } from "@/app/api/staff/payout-runs/[id]/cancel/route";
import { POST as PAID } from "@/app/api/staff/payout-runs/[id]/paid/route";
import { GET as RUN } from "@/app/api/staff/payout-runs/[id]/route";
import { GET as LIST, POST as PREPARE } from "@/app/api/staff/payout-runs/route";
import { formatDate } from "@/lib/money/format";
import { brokerPortal } from "@/lib/partners/portal";
import { approvedApp, closeLoan, melbourneDay, settleLoan, twoLenders } from "../support/commissions";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
let lenderId: string;
const prisma = () => testDatabase().connection.prisma;
const today = () => melbourneDay();

interface RunView {
  id: string;
  reference: string;
  status: string;
  totalCents: number;
  partners: { partnerId: string; netCents: number; lines: { id: string; kind: string; payableCents: number }[] }[];
  carried?: { partnerId: string; netCents: number; reason: string }[];
}

async function prepare(who: DemoUser, to = today()) {
  actAs(who);
  return PREPARE(apiRequest("POST", "/api/staff/payout-runs", { from: "2026-01-01", to }));
}
async function act(route: typeof APPROVE, who: DemoUser, id: string, path: string, body?: unknown) {
  actAs(who);
  return route(apiRequest("POST", `/api/staff/payout-runs/${id}/${path}`, body), routeParams({ id }));
}
const payableUnpaid = (partnerId: string) =>
  prisma().commission.findMany({
    where: { partnerId, paid: false, payableAt: { not: null }, payableCents: { not: 0 } },
  });

beforeAll(async () => {
  users = await seedDemo();
  const [lender] = await twoLenders();
  lenderId = lender.id;
  await prisma().lender.update({
    where: { id: lenderId },
    data: { commissionPaidOn: "settlement", clawbackSchedule: undefined },
  });
  await prisma().user.update({
    where: { id: users.partnerA.id },
    data: { payoutBsb: "083-004", payoutAccountNumber: "987654321", payoutAccountName: "Partner A Pty Ltd" },
  });
});

describe("a payout run", () => {
  let runId: string;
  let upfrontId: string;

  it("is prepared from every payable unpaid line; a partner without an account waits", async () => {
    const app = await approvedApp(users.partnerA);
    await settleLoan(users.staff, app.id, { lenderId, lenderReference: "PAY-1", amountFunded: 100_000 });
    upfrontId = (await prisma().commission.findFirstOrThrow({ where: { applicationId: app.id, kind: "upfront" } })).id;
    const owedA = await payableUnpaid(users.partnerA.id);
    const owedB = await payableUnpaid(users.partnerB.id);
    expect(owedB.length).toBeGreaterThan(0);

    expect((await prepare(users.partnerA)).status).toBe(403);
    const res = await prepare(users.staff);
    expect(res.status).toBe(201);
    const run = (await res.json()) as RunView;
    runId = run.id;
    expect(run).toMatchObject({ reference: "PR-0001", status: "prepared" });
    expect(run.partners.map((p) => p.partnerId)).toEqual([users.partnerA.id]);
    const a = run.partners[0]!;
    expect(a.lines.map((l) => l.id).sort()).toEqual(owedA.map((c) => c.id).sort());
    expect(a.lines.map((l) => l.id)).toContain(upfrontId);
    expect(a.netCents).toBe(owedA.reduce((s, c) => s + c.payableCents!, 0));
    expect(run.totalCents).toBe(a.netCents);
    expect(run.carried).toEqual([
      expect.objectContaining({
        partnerId: users.partnerB.id,
        reason: "No payout account: the lines wait for the next run.",
      }),
    ]);
    // The lines are held by this run: a second run finds nothing to pay.
    expect((await prepare(users.admin)).status).toBe(409);
  });

  it("is approved by someone other than its preparer (maker-checker), once", async () => {
    const mine = await act(APPROVE, users.staff, runId, "approve");
    expect(mine.status).toBe(409);
    expect(((await mine.json()) as { message: string }).message).toMatch(
      /someone other than the person who prepared it/,
    );
    actAs(users.staff);
    expect(
      (await ABA(apiRequest("GET", `/api/staff/payout-runs/${runId}/aba`), routeParams({ id: runId }))).status,
    ).toBe(409);
    expect((await act(APPROVE, users.partnerA, runId, "approve")).status).toBe(403);
    const ok = await act(APPROVE, users.admin, runId, "approve");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      status: "approved",
      approvedById: users.admin.id,
      preparedById: users.staff.id,
    });
    expect((await act(APPROVE, users.admin, runId, "approve")).status).toBe(409);
    const events = await prisma().auditEvent.findMany({ where: { entity: "PayoutRun", entityId: runId } });
    expect(events.map((e) => e.action).sort()).toEqual(["payout_run.approved", "payout_run.prepared"]);
  });

  it("exports an ABA file: 120-character records, the partner's net in cents, the run's reference", async () => {
    actAs(users.staff);
    const res = await ABA(apiRequest("GET", `/api/staff/payout-runs/${runId}/aba`), routeParams({ id: runId }));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="bizfund-PR-0001.aba"');
    const text = await res.text();
    const records = text.split("\r\n").slice(0, -1);
    expect(records).toHaveLength(3);
    for (const r of records) expect(r).toHaveLength(120);
    const run = (await (
      await RUN(apiRequest("GET", `/api/staff/payout-runs/${runId}`), routeParams({ id: runId }))
    ).json()) as RunView;
    const [header, detail, total] = records as [string, string, string];
    expect(header.slice(0, 1)).toBe("0");
    expect(detail.slice(1, 8)).toBe("083-004");
    expect(detail.slice(8, 17)).toBe("987654321");
    expect(detail.slice(18, 20)).toBe("50");
    expect(detail.slice(20, 30)).toBe(String(run.totalCents).padStart(10, "0"));
    expect(detail.slice(30, 62)).toBe("Partner A Pty Ltd".padEnd(32));
    expect(detail.slice(62, 80)).toBe("BIZFUND PR-0001".padEnd(18));
    expect(total.slice(20, 30)).toBe(String(run.totalCents).padStart(10, "0"));
    expect(total.slice(74, 80)).toBe("000001");
  });

  it("marks the lines paid with the run's date; the partner sees 'Paid <date>, run PR-0001'", async () => {
    expect((await act(PAID, users.staff, runId, "paid", { paidOn: "2999-01-01" })).status).toBe(400);
    const res = await act(PAID, users.staff, runId, "paid", { paidOn: today() });
    expect(res.status).toBe(200);
    const line = await prisma().commission.findUniqueOrThrow({ where: { id: upfrontId } });
    expect(line).toMatchObject({ paid: true, payoutRunId: runId });
    expect(line.paidAt!.toISOString().slice(0, 10)).toBe(today());
    expect(await payableUnpaid(users.partnerA.id)).toEqual([]);
    const partner = await prisma().user.findUniqueOrThrow({ where: { id: users.partnerA.id } });
    const view = await brokerPortal({ ...partner, role: "partner" } as never, {});
    const row = view.ledger.find((r) => r.id === upfrontId)!;
    expect(row.payment).toBe(`Paid ${formatDate(line.paidAt!)}, run PR-0001`);
    expect((await act(PAID, users.staff, runId, "paid", { paidOn: today() })).status).toBe(409);
    expect((await act(CANCEL, users.staff, runId, "cancel")).status).toBe(409);
    expect(
      await prisma().notification.count({
        where: { userId: users.partnerA.id, title: { startsWith: "Commission paid" } },
      }),
    ).toBe(1);
  });
});

describe("a clawback", () => {
  it("is netted against the next run: a negative balance carries forward, never lost", async () => {
    // The loan paid in PR-0001 is repaid in month 1: all its upfront comes back.
    const paidApp = await prisma().commission.findFirstOrThrow({
      where: { settlement: { lenderReference: "PAY-1" }, kind: "upfront" },
    });
    expect((await closeLoan(users.staff, paidApp.applicationId, today())).status).toBe(200);
    const claw = await prisma().commission.findFirstOrThrow({
      where: { applicationId: paidApp.applicationId, kind: "clawback" },
    });
    expect(claw.payableCents).toBe(-paidApp.amountCents);

    // A small new upfront does not cover it: nobody is paid; the lines wait.
    const small = await approvedApp(users.partnerA);
    await settleLoan(users.staff, small.id, { lenderId, lenderReference: "PAY-2", amountFunded: 10_000 });
    const none = await prepare(users.staff);
    expect(none.status).toBe(409);
    const waiting = await payableUnpaid(users.partnerA.id);
    expect(waiting.map((c) => c.id)).toContain(claw.id);
    expect(waiting.reduce((s, c) => s + c.payableCents!, 0)).toBeLessThan(0);
    expect(waiting.every((c) => c.payoutRunId === null)).toBe(true);

    // The next upfront covers it: the run pays the net, the clawback among its lines.
    const big = await approvedApp(users.partnerA);
    await settleLoan(users.staff, big.id, { lenderId, lenderReference: "PAY-3", amountFunded: 100_000 });
    const owed = await payableUnpaid(users.partnerA.id);
    const res = await prepare(users.staff);
    expect(res.status).toBe(201);
    const run = (await res.json()) as RunView;
    expect(run.reference).toBe("PR-0002");
    const a = run.partners.find((p) => p.partnerId === users.partnerA.id)!;
    expect(a.lines.map((l) => l.id)).toContain(claw.id);
    expect(a.netCents).toBe(owed.reduce((s, c) => s + c.payableCents!, 0));
    expect(a.netCents).toBeGreaterThan(0);
    expect(a.netCents).toBeLessThan(paidApp.amountCents);

    // Cancelled before approval: the lines go back, nothing is lost.
    expect((await act(CANCEL, users.staff, run.id, "cancel")).status).toBe(200);
    expect((await payableUnpaid(users.partnerA.id)).every((c) => c.payoutRunId === null)).toBe(true);
    const again = (await (await prepare(users.staff)).json()) as RunView;
    expect(again.reference).toBe("PR-0003");
    expect(again.partners.find((p) => p.partnerId === users.partnerA.id)!.netCents).toBe(a.netCents);

    actAs(users.staff);
    const list = (await (await LIST(apiRequest("GET", "/api/staff/payout-runs"))).json()) as RunView[];
    expect(list.map((r) => `${r.reference} ${r.status}`)).toEqual([
      "PR-0003 prepared",
      "PR-0002 cancelled",
      "PR-0001 paid",
    ]);
  });
});
