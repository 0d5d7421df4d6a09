import { beforeAll, describe, expect, it } from "vitest";
import { analyseTransactions, type BankAnalysis } from "./analysis";
import { parseStatement } from "./statements";
import { fixture } from "@/tests/support/statement-fixtures";
import type { BankTransaction } from "./types";

async function statement(name: string) {
  const r = await parseStatement({ fileName: name, bytes: fixture(name) });
  if (!r.ok) throw new Error(r.message);
  return r.statement;
}
const YEAR = { from: "2025-11-01", to: "2026-10-31" };

/** Every id a figure names is a real transaction of the input, of the kind the figure says. */
function expectIdsFrom(
  ids: readonly string[],
  transactions: readonly BankTransaction[],
  test: (t: BankTransaction) => boolean,
) {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(test(byId.get(id)!), id).toBe(true);
}

describe("a healthy café (12 months of CBA CSV)", () => {
  let txs: BankTransaction[];
  let a: BankAnalysis;
  beforeAll(async () => {
    txs = (await statement("healthy-cafe.cba.csv")).transactions;
    a = analyseTransactions({ transactions: txs });
  });

  it("averages inflows and outflows over 12 full months, from the transactions it names", () => {
    expect(a.completeMonths).toBe(12);
    const inflows = txs.filter((t) => t.amountCents > 0);
    expect(a.averageMonthlyInflow.cents).toBe(Math.round(inflows.reduce((s, t) => s + t.amountCents, 0) / 12));
    expect(a.averageMonthlyInflow.cents).toBeGreaterThan(3_500_000);
    expect(a.averageMonthlyInflow.transactionIds).toHaveLength(inflows.length);
    expectIdsFrom(a.averageMonthlyInflow.transactionIds, txs, (t) => t.description.startsWith("TYRO SETTLEMENT"));
    expect(a.months.every((m) => m.inflow.cents > 0 && m.outflow.cents > 0)).toBe(true);
    expect(a.lowestMonthInflow!.cents).toBe(Math.min(...a.months.map((m) => m.inflow.cents)));
  });

  it("finds the PROSPA loan, repaid every business day, at about $2,100 a month", () => {
    expect(a.lenders).toHaveLength(1);
    const [prospa] = a.lenders;
    expect(prospa).toMatchObject({ lender: "Prospa", frequency: "daily", active: true });
    expect(prospa!.monthlyCents).toBeGreaterThan(190_000);
    expect(prospa!.monthlyCents).toBeLessThan(220_000);
    expect(a.existingLenderMonthly.cents).toBe(prospa!.monthlyCents);
    expectIdsFrom(prospa!.transactionIds, txs, (t) => t.description.startsWith("PROSPA") && t.amountCents < 0);
  });

  it("sees quarterly BAS payments to the ATO and no sign of a tax debt", () => {
    expect(a.ato.count).toBe(4);
    expect(a.ato.paymentPlan).toBe(false);
    expect(a.ato.arrearsSigns).toEqual([]);
    expectIdsFrom(a.ato.payments.transactionIds, txs, (t) => t.description.startsWith("ATO BPAY BAS"));
  });

  it("has a positive balance every day, steady revenue and nothing to flag", () => {
    expect(a.balances!.daysNegative).toBe(0);
    expect(a.balances!.lowestCents).toBeGreaterThan(0);
    expect(a.balances!.averageCents).toBeGreaterThan(a.balances!.lowestCents);
    expect(a.dishonours.count).toBe(0);
    expect(a.gambling.count).toBe(0);
    expect(a.revenue).toMatchObject({ trend: "steady", seasonal: false });
    expect(a.flags).toEqual([]);
  });
});

describe("a seasonal exporter (12 months of Westpac CSV)", () => {
  let a: BankAnalysis;
  let txs: BankTransaction[];
  beforeAll(async () => {
    txs = (await statement("seasonal-exporter.westpac.csv")).transactions;
    a = analyseTransactions({ transactions: txs, period: YEAR });
  });

  it("is seasonal, peaking in summer and lowest in winter, and claims no trend from a season", () => {
    expect(a.revenue.seasonal).toBe(true);
    expect(["2025-12", "2026-01", "2026-02"]).toContain(a.revenue.peakMonth);
    expect(["2026-05", "2026-06", "2026-07", "2026-08"]).toContain(a.revenue.troughMonth);
    expect(a.revenue.trend).toBe("unknown");
    expect(a.flags.map((f) => f.code)).toEqual(["seasonal"]);
    expect(a.lowestMonthInflow!.cents * 3).toBeLessThan(a.averageMonthlyInflow.cents);
  });

  it("does not count GST refunds from the ATO as trading income", () => {
    expect(a.ato.refunds.cents).toBeGreaterThan(0);
    expectIdsFrom(a.ato.refunds.transactionIds, txs, (t) => t.description === "ATO GST REFUND BAS");
    expect(a.excludedInflows.cents).toBe(a.ato.refunds.cents);
    expect(a.averageMonthlyInflow.transactionIds.some((id) => a.ato.refunds.transactionIds.includes(id))).toBe(false);
  });
});

describe("a business with dishonours and an ATO payment plan (12 months of NAB CSV)", () => {
  let a: BankAnalysis;
  let txs: BankTransaction[];
  beforeAll(async () => {
    txs = (await statement("dishonours-ato-plan.nab.csv")).transactions;
    a = analyseTransactions({ transactions: txs });
  });

  it("counts dishonoured payments, most of them in the last 90 days, with the lines behind each", () => {
    const reversals = txs.filter((t) => t.description.includes("DISHONOUR REVERSAL"));
    expect(a.dishonours.count).toBe(reversals.length);
    expect(a.dishonours.last90Days).toBeGreaterThanOrEqual(5);
    // Each event names its reversal, the debit it gave back and the fee.
    expect(a.dishonours.transactionIds).toHaveLength(reversals.length * 3);
    expectIdsFrom(a.dishonours.transactionIds, txs, (t) =>
      /DISHONOUR|MOULA|GETCAPITAL|ATO PAYMENT PLAN/.test(t.description),
    );
  });

  it("does not count a reversal as income, nor the debit it gave back as spending", () => {
    const reversalIds = new Set(txs.filter((t) => t.description.includes("DISHONOUR REVERSAL")).map((t) => t.id));
    expect(a.averageMonthlyInflow.transactionIds.some((id) => reversalIds.has(id))).toBe(false);
    const reversedDebits = a.dishonours.transactionIds.filter((id) => {
      const t = txs.find((x) => x.id === id)!;
      return t.amountCents < 0 && !t.description.includes("FEE");
    });
    expect(reversedDebits.length).toBe(reversalIds.size);
    expect(a.averageMonthlyOutflow.transactionIds.some((id) => reversedDebits.includes(id))).toBe(false);
  });

  it("sees the ATO payment plan and the dishonoured ATO debits as signs of a tax debt", () => {
    expect(a.ato.paymentPlan).toBe(true);
    expect(a.ato.arrearsSigns.map((s) => s.text)).toEqual([
      expect.stringMatching(/^\d+ payments to the ATO described as a payment plan$/),
      expect.stringMatching(/^\d+ payments? to the ATO dishonoured$/),
    ]);
    expectIdsFrom(a.ato.arrearsSigns[0]!.transactionIds, txs, (t) => t.description.startsWith("ATO PAYMENT PLAN"));
  });

  it("names both lenders at their full monthly repayment, even while they paused after dishonours", () => {
    expect(a.lenders.map((l) => [l.lender, l.frequency, l.active])).toEqual([
      ["Moula", "weekly", true],
      ["GetCapital", "daily", true],
    ]);
    const moula = a.lenders[0]!;
    // About $780 a week: 4.35 weeks a month.
    expect(moula.monthlyCents).toBeGreaterThan(320_000);
    expect(moula.monthlyCents).toBeLessThan(360_000);
    expect(a.existingLenderMonthly.cents).toBe(a.lenders[0]!.monthlyCents + a.lenders[1]!.monthlyCents);
  });

  it("flags the days below zero, betting, falling revenue and the second lender", () => {
    expect(a.balances!.daysNegative).toBeGreaterThan(30);
    expect(a.balances!.lowestCents).toBeLessThan(0);
    expect(a.gambling.count).toBeGreaterThan(10);
    expectIdsFrom(a.gambling.transactionIds, txs, (t) => t.description === "SPORTSBET PTY LTD");
    expect(a.revenue.trend).toBe("declining");
    const codes = a.flags.map((f) => f.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "dishonours",
        "ato_payment_plan",
        "negative_days",
        "gambling",
        "multiple_lenders",
        "declining_revenue",
      ]),
    );
    expect(a.flags[0]!.severity).toBe("serious");
    const negative = a.flags.find((f) => f.code === "negative_days")!;
    expect(negative.text).toMatch(
      /^The balance ended \d+ days below zero \(lowest -\$[\d,]+\.\d\d on \d+ \w{3} 2026\)$/,
    );
  });
});

describe("rules on small, hand-made cases", () => {
  let n = 0;
  const t = (
    date: string,
    amount: number,
    description: string,
    balance: number | null = null,
    accountId = "a",
  ): BankTransaction => ({
    id: `t${++n}`,
    accountId,
    date,
    description,
    amountCents: Math.round(amount * 100),
    balanceCents: balance === null ? null : Math.round(balance * 100),
    currency: "AUD",
  });

  it("leaves out money moved between the business's own accounts", () => {
    const txs = [
      t("2026-07-01", 1000, "SALES", 1000, "a"),
      t("2026-07-02", -400, "TRANSFER TO SAVINGS", 600, "a"),
      t("2026-07-02", 400, "TRANSFER FROM CHEQUE", 400, "b"),
    ];
    const a = analyseTransactions({ transactions: txs, period: { from: "2026-07-01", to: "2026-07-31" } });
    expect(a.averageMonthlyInflow).toEqual({ cents: 100_000, transactionIds: ["t1"] });
    expect(a.averageMonthlyOutflow.cents).toBe(0);
    expect(a.balances!.averageCents).toBe(Math.round((1000 * 1 + 1000 * 30) / 31) * 100);
  });

  it("does not count a lender's advance as income, and drops a lender paid off two months ago", () => {
    const txs = [
      t("2026-01-05", 20_000, "PROSPA ADVANCE PTY LTD"),
      ...["2026-01-12", "2026-01-19", "2026-01-26", "2026-02-02"].map((d) => t(d, -500, "ON DECK CAPITAL DD")),
      t("2026-03-31", 5_000, "SALES"),
    ];
    const a = analyseTransactions({ transactions: txs, period: { from: "2026-01-01", to: "2026-03-31" } });
    expect(a.excludedInflows.cents).toBe(2_000_000);
    expect(a.lenders[0]).toMatchObject({
      lender: "OnDeck",
      active: false,
      monthlyCents: 0,
      totalCents: 200_000,
      frequency: "weekly",
    });
    expect(a.existingLenderMonthly.cents).toBe(0);
  });

  it("reads statements given in any order, and never reports minus nothing", () => {
    const march = [t("2026-03-02", -100, "MOULA DD", 900), t("2026-03-09", -100, "MOULA DD", 800)];
    const january = [t("2026-01-05", 1_000, "SALES", 1_000), t("2026-01-12", -100, "MOULA DD", 900)];
    const a = analyseTransactions({
      transactions: [...march, ...january],
      period: { from: "2026-01-01", to: "2026-03-31" },
    });
    expect(a.lenders[0]).toMatchObject({ lender: "Moula", lastPaidOn: "2026-03-09", active: true });
    expect(a.balances!.lowestCents).toBe(0); // 1 and 2 January, before the first sale
    expect(Object.is(a.gambling.cents, -0)).toBe(false);
    expect(Object.is(a.months[1]!.outflow.cents, -0)).toBe(false);
  });

  it("claims nothing about balances when the statement has none", () => {
    const a = analyseTransactions({ transactions: [t("2026-07-01", 10, "SALE"), t("2026-07-02", -5, "FEE")] });
    expect(a.balances).toBeNull();
    expect(a.flags.map((f) => f.code)).toEqual(["short_history"]);
  });

  it("spots an ATO payment plan from equal monthly debits, and cash withdrawals over 5% of spending", () => {
    const txs = [
      t("2026-01-01", 10_000, "SALES"),
      ...["2026-01-21", "2026-02-21", "2026-03-21"].map((d) => t(d, -1_234.56, "BPAY AUSTRALIAN TAXATION OFFICE")),
      t("2026-02-10", -900, "ATM WITHDRAWAL WESTPAC"),
    ];
    const a = analyseTransactions({ transactions: txs, period: { from: "2026-01-01", to: "2026-03-31" } });
    expect(a.ato.paymentPlan).toBe(true);
    expect(a.ato.arrearsSigns[0]!.text).toBe("3 equal monthly payments to the ATO, the pattern of a payment plan");
    expect(a.cashWithdrawals.shareOfOutflowsBps).toBe(Math.round((900 * 10_000) / (900 + 3 * 1234.56)));
    expect(a.flags.map((f) => f.code)).toContain("cash_withdrawals");
  });

  it("averages a part month by days when there is no full month", () => {
    const a = analyseTransactions({
      transactions: [t("2026-07-10", 3_000, "SALES")],
      period: { from: "2026-07-10", to: "2026-07-24" },
    });
    expect(a.completeMonths).toBe(0);
    expect(a.averageMonthlyInflow.cents).toBe(Math.round((300_000 * 365.25) / 12 / 15));
    expect(a.lowestMonthInflow).toBeNull();
  });
});
