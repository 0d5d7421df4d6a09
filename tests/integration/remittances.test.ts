// Issue 35 item 1: money in. A lender's remittance CSV, read with the column mapping admin keeps for
// that lender, matched line by line to settlements and their expected commission; only received
// money becomes payable when the lender pays on receipt. A bad file is refused whole.
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as LENDER } from "@/app/api/admin/lenders/[id]/route";
import { GET as LIST, POST as IMPORT } from "@/app/api/staff/remittances/route";
import { approvedApp, settleLoan, twoLenders } from "../support/commissions";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
let receiptLender: { id: string; name: string };
let otherLender: { id: string };
const prisma = () => testDatabase().connection.prisma;
const HEADER = "Loan Ref,Borrower,Type,Month,Commission";
const dollars = (cents: number) => (cents / 100).toFixed(2);

const upfront = (reference: string) =>
  prisma().commission.findFirstOrThrow({ where: { kind: "upfront", settlement: { lenderReference: reference } } });

async function send(who: DemoUser, csv: string, fileName = "remittance.csv", lenderId = receiptLender.id) {
  actAs(who);
  return IMPORT(apiRequest("POST", "/api/staff/remittances", { lenderId, fileName, csv }));
}
const counts = async () => ({
  remittances: await prisma().remittance.count(),
  lines: await prisma().remittanceLine.count(),
  received: (await prisma().commission.aggregate({ _sum: { receivedCents: true } }))._sum.receivedCents,
});

beforeAll(async () => {
  users = await seedDemo();
  const [a, b] = await twoLenders();
  receiptLender = a;
  otherLender = b;
  await prisma().lender.update({ where: { id: a.id }, data: { commissionPaidOn: "receipt" } });
  for (const ref of ["R-EXACT", "R-SHORT", "R-OVER"]) {
    const app = await approvedApp(users.partnerA);
    await settleLoan(users.staff, app.id, { lenderId: a.id, lenderReference: ref, amountFunded: 100_000 });
  }
  const other = await approvedApp(users.partnerA);
  await settleLoan(users.staff, other.id, { lenderId: b.id, lenderReference: "B-ONLY", amountFunded: 100_000 });
});

describe("the lender's column mapping (admin)", () => {
  it("admin keeps it on the lender; staff may not; a column mapped twice is refused", async () => {
    const mapping = {
      reference: "Loan Ref",
      amount: "Commission",
      type: "Type",
      period: "Month",
      ignore: ["Borrower"],
    };
    const patch = (who: DemoUser, remittanceMapping: unknown) => {
      actAs(who);
      return LENDER(
        apiRequest("PATCH", `/api/admin/lenders/${receiptLender.id}`, { remittanceMapping }),
        routeParams({ id: receiptLender.id }),
      );
    };
    expect((await send(users.staff, `${HEADER}\nR-EXACT,A,Upfront,,1.00`)).status).toBe(409); // not set up yet
    expect((await patch(users.staff, mapping)).status).toBe(403);
    expect((await patch(users.admin, { ...mapping, amount: "Loan Ref" })).status).toBe(400);
    expect((await patch(users.admin, mapping)).status).toBe(200);
    const audited = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "lender.updated", entityId: receiptLender.id },
      orderBy: { at: "desc" },
    });
    expect(audited.after).toMatchObject({ remittanceMapping: mapping });
  });
});

describe("importing a remittance", () => {
  it("classifies exact, short, over and unmatched lines, and pays the partner only what was received", async () => {
    const [exact, short, over] = await Promise.all(["R-EXACT", "R-SHORT", "R-OVER"].map(upfront));
    expect(exact!.payableAt).toBeNull(); // pay on receipt: nothing payable before the money
    const csv = [
      HEADER,
      `R-EXACT,"Acme, Pty Ltd",Upfront,,"${dollars(exact!.lenderCents!)}"`,
      `R-SHORT,Beta,Upfront,,${dollars(short!.lenderCents! - 20_000)}`,
      `R-OVER,Gamma,Upfront,,${dollars(over!.lenderCents! + 5_000)}`,
      "NOT-OURS-9,Delta,Upfront,,99.00",
    ].join("\r\n");
    const res = await send(users.staff, csv, "acme-nov.csv");
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      counts: Record<string, number>;
      lines: { status: string; expectedCents: number | null }[];
    };
    expect(body.counts).toEqual({ matched: 1, short_paid: 1, over_paid: 1, unmatched: 1 });
    expect(body.lines.map((l) => l.status)).toEqual(["matched", "short_paid", "over_paid", "unmatched"]);
    expect(body.lines[0]!.expectedCents).toBe(exact!.lenderCents);

    const [e2, s2, o2] = await Promise.all(["R-EXACT", "R-SHORT", "R-OVER"].map(upfront));
    expect(e2).toMatchObject({ receivedCents: exact!.lenderCents, payableCents: exact!.amountCents });
    expect(e2!.payableAt).not.toBeNull();
    const shortShare = Math.round((short!.amountCents * (short!.lenderCents! - 20_000)) / short!.lenderCents!);
    expect(s2).toMatchObject({ receivedCents: short!.lenderCents! - 20_000, payableCents: shortShare });
    expect(o2).toMatchObject({ receivedCents: over!.lenderCents! + 5_000, payableCents: over!.amountCents });
    expect(await prisma().auditEvent.count({ where: { action: "commission.received" } })).toBe(3);
    expect(await prisma().auditEvent.count({ where: { action: "remittance.imported" } })).toBe(1);

    // The same file again: refused, nothing added.
    const before = await counts();
    const again = await send(users.staff, csv, "acme-nov-copy.csv");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already imported on .* \(acme-nov\.csv/);
    expect(await counts()).toEqual(before);

    // The rest of the short payment arrives: matched against what is still owed, and paid in full.
    const topUp = await send(users.staff, `${HEADER}\nR-SHORT,Beta,Upfront,,200.00`, "top-up.csv");
    expect(topUp.status).toBe(201);
    expect(((await topUp.json()) as { counts: object }).counts).toMatchObject({ matched: 1 });
    expect(await upfront("R-SHORT")).toMatchObject({
      receivedCents: short!.lenderCents,
      payableCents: short!.amountCents,
    });
    // Paid in full: a further line for it is refused.
    const third = await send(users.staff, `${HEADER}\nR-SHORT,Beta,Upfront,,1.00`, "third.csv");
    expect(third.status).toBe(400);

    actAs(users.staff);
    const list = (await (await LIST(apiRequest("GET", "/api/staff/remittances"))).json()) as { fileName: string }[];
    expect(list.map((r) => r.fileName)).toEqual(["top-up.csv", "acme-nov.csv"]);
  });

  it("refuses a bad file whole, with every problem by line, and records nothing", async () => {
    const before = await counts();
    const bad = async (csv: string, expected: RegExp) => {
      const res = await send(users.staff, csv, `bad-${Math.random()}.csv`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: { csv: string[] } };
      expect(body.fields.csv.join(" | ")).toMatch(expected);
    };
    await bad("Loan Ref,Commission,Type,Month,Broker\nR-OVER,1.00,Trail,Oct 2026,X", /Unknown column "Broker"/);
    await bad(`${HEADER}\nR-OVER,G,Trail,Oct 2026,-5.00`, /Line 1: the amount is negative/);
    await bad(`${HEADER}\nR-OVER,G,Trail,Oct 2026,5.00\nR-OVER,G,Trail,10/2026,5.00`, /Line 2 repeats line 1/);
    // Another lender's reference, next to a good line: the good line is not recorded either.
    await bad(
      `${HEADER}\nR-OVER,G,Trail,Oct 2026,5.00\nB-ONLY,H,Upfront,,500.00`,
      /Line 2: B-ONLY is another lender's loan/,
    );
    expect(await counts()).toEqual(before);
  });

  it("is for staff: partners and clients are refused", async () => {
    expect((await send(users.partnerA, `${HEADER}\nR-OVER,G,Upfront,,1.00`)).status).toBe(403);
    expect((await send(users.clientA, `${HEADER}\nR-OVER,G,Upfront,,1.00`)).status).toBe(403);
    expect((await send(users.staff, `${HEADER}\nR-OVER,G,Upfront,,1.00`, "x.csv", otherLender.id)).status).toBe(409);
  });
});
