import { dailyBalances } from "./balances";
import { addDays, daysBetween, lastDayOfMonth, monthOf, monthsCovering } from "./days";
import { ATO, CASH_WITHDRAWAL, GAMBLING, lenderOf } from "./patterns";
import type { BankTransaction, Period } from "./types";
import { atoDebts } from "./analysis/ato";
import { flagsFor } from "./analysis/flags";
import { lenderRepayments } from "./analysis/lenders";
import { ownTransfers, pairDishonours } from "./analysis/pairing";
import { revenueOf } from "./analysis/revenue";
import { DAYS_PER_MONTH, fig, share, sumCents } from "./analysis/shared";
import type { BankAnalysis, MonthFigures } from "./analysis/types";

/**
 * The one analysis of bank data, whichever way it came in. Pure: transactions in, figures out.
 * Every figure carries the ids of the transactions it was computed from, so staff can see them.
 * Money is integer cents. The rules are in docs/decisions/056-bank-data-and-analysis.md; the
 * pieces by concern are in ./analysis/ (lenders, the ATO, revenue, flags).
 */
export type { BankAnalysis, Figure, Flag, FlagCode, LenderRepayments, MonthFigures } from "./analysis/types";
export { DAYS_PER_MONTH } from "./analysis/shared";

export function analyseTransactions(input: {
  transactions: readonly BankTransaction[];
  period?: Period;
}): BankAnalysis {
  const all = [...input.transactions];
  const dates = all.map((t) => t.date).sort();
  const period: Period = input.period ?? { from: dates[0] ?? "", to: dates[dates.length - 1] ?? "" };
  const days = period.from && period.to ? daysBetween(period.from, period.to) + 1 : 0;
  // Oldest first (a stable sort keeps each day's order); statements may arrive in any order.
  const inPeriod = all
    .filter((t) => t.date >= period.from && t.date <= period.to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const { reversals, returned, fees } = pairDishonours(inPeriod);
  const transfers = ownTransfers(inPeriod);
  const reversalSet = new Set(reversals);
  const isTradingInflow = (t: BankTransaction) =>
    t.amountCents > 0 &&
    !transfers.has(t) &&
    !reversalSet.has(t) &&
    !lenderOf(t.description) &&
    !ATO.test(t.description);
  const isOutflow = (t: BankTransaction) => t.amountCents < 0 && !transfers.has(t) && !returned.has(t);
  const returnedFor = new Map([...returned].map(([debit, reversal]) => [reversal, debit]));
  const inflows = inPeriod.filter(isTradingInflow);
  const outflows = inPeriod.filter(isOutflow);
  const excluded = inPeriod.filter((t) => t.amountCents > 0 && !isTradingInflow(t));

  const months: MonthFigures[] = days
    ? monthsCovering(period.from, period.to).map((month) => ({
        month,
        complete: period.from <= `${month}-01` && period.to >= lastDayOfMonth(month),
        inflow: fig(inflows.filter((t) => monthOf(t.date) === month)),
        outflow: fig(
          outflows.filter((t) => monthOf(t.date) === month),
          -1,
        ),
      }))
    : [];
  const complete = months.filter((m) => m.complete);
  const perMonth = (total: number, key: "inflow" | "outflow") =>
    complete.length
      ? Math.round(complete.reduce((s, m) => s + m[key].cents, 0) / complete.length)
      : days
        ? Math.round((total * DAYS_PER_MONTH) / days)
        : 0;
  const averagingSet = (list: BankTransaction[]) =>
    complete.length
      ? list.filter((t) => complete.some((m) => m.month === monthOf(t.date))).map((t) => t.id)
      : list.map((t) => t.id);
  const totalOut = -sumCents(outflows);
  const averageMonthlyInflow = { cents: perMonth(sumCents(inflows), "inflow"), transactionIds: averagingSet(inflows) };
  const averageMonthlyOutflow = { cents: perMonth(totalOut, "outflow"), transactionIds: averagingSet(outflows) };
  const lowestComplete = complete.reduce<MonthFigures | null>(
    (low, m) => (!low || m.inflow.cents < low.inflow.cents ? m : low),
    null,
  );

  // Dishonours: each reversal is one; a fee without a reversal that day is one too.
  const reversalDays = new Set(reversals.map((r) => `${r.accountId}|${r.date}`));
  const events = [...reversals, ...fees.filter((f) => !reversalDays.has(`${f.accountId}|${f.date}`))];
  const since90 = addDays(period.to, -89);
  // An event's transactions: the reversal, the debit it gave back and that day's fee.
  const involved = (list: BankTransaction[]) => {
    const ids = new Set<string>();
    for (const e of list) {
      const debit = returnedFor.get(e);
      if (debit) ids.add(debit.id);
      ids.add(e.id);
      for (const f of fees) if (f.accountId === e.accountId && f.date === e.date) ids.add(f.id);
    }
    return [...ids];
  };
  const recentEvents = events.filter((e) => e.date >= since90);

  const { lenders, existingLenderMonthly } = lenderRepayments(inPeriod, transfers, period, days);
  const { atoDebits, paymentPlan, arrearsSigns } = atoDebts(outflows, returned);
  const gamblingTs = outflows.filter((t) => GAMBLING.test(t.description));
  const cashTs = outflows.filter((t) => CASH_WITHDRAWAL.test(t.description));

  const balances = dailyBalances(inPeriod, period);
  const analysis: BankAnalysis = {
    period,
    days,
    transactionCount: inPeriod.length,
    months,
    completeMonths: complete.length,
    averageMonthlyInflow,
    averageMonthlyOutflow,
    lowestMonthInflow: lowestComplete ? { month: lowestComplete.month, ...lowestComplete.inflow } : null,
    excludedInflows: fig(excluded),
    balances,
    dishonours: {
      count: events.length,
      last90Days: recentEvents.length,
      transactionIds: involved(events),
      last90DaysIds: involved(recentEvents),
    },
    lenders,
    existingLenderMonthly,
    ato: {
      payments: fig(atoDebits, -1),
      count: atoDebits.length,
      refunds: fig(excluded.filter((t) => ATO.test(t.description) && !reversalSet.has(t))),
      paymentPlan,
      arrearsSigns,
    },
    gambling: {
      ...fig(gamblingTs, -1),
      count: gamblingTs.length,
      shareOfOutflowsBps: share(-sumCents(gamblingTs), totalOut),
    },
    cashWithdrawals: {
      ...fig(cashTs, -1),
      count: cashTs.length,
      shareOfOutflowsBps: share(-sumCents(cashTs), totalOut),
    },
    revenue: { ...revenueOf(complete), troughMonth: lowestComplete?.month ?? null },
    flags: [],
  };
  analysis.flags = flagsFor(analysis);
  return analysis;
}
