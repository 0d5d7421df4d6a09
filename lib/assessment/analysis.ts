import { formatAudCents, formatDate, formatMonth } from "@/lib/money/format";
import { dailyBalances, type BalanceFigures } from "./balances";
import { addDays, daysBetween, lastDayOfMonth, monthOf, monthsCovering, weekday } from "./days";
import { ATO, ATO_INTEREST, ATO_PAYMENT_PLAN, CASH_WITHDRAWAL, DISHONOUR, FEE, GAMBLING, lenderOf } from "./patterns";
import type { BankTransaction, Period } from "./types";

/**
 * The one analysis of bank data, whichever way it came in. Pure: transactions in, figures out.
 * Every figure carries the ids of the transactions it was computed from, so staff can see them.
 * Money is integer cents. The rules are in docs/decisions/056-bank-data-and-analysis.md.
 */
export interface Figure {
  cents: number;
  transactionIds: string[];
}

export interface MonthFigures {
  month: string;
  /** The period covers the whole calendar month (only those count towards averages). */
  complete: boolean;
  inflow: Figure;
  outflow: Figure;
}

export interface LenderRepayments {
  lender: string;
  /**
   * What the repayments run at now: the recent instalment (median of the last 10) times how often
   * it is debited, so a lender that paused after a dishonour still counts in full; irregular debits
   * count as the last 91 days' total scaled to a month; 0 once repaid (no debit for 35 days).
   */
  monthlyCents: number;
  totalCents: number;
  count: number;
  frequency: "daily" | "weekly" | "fortnightly" | "monthly" | "irregular";
  lastPaidOn: string;
  active: boolean;
  transactionIds: string[];
  /** The debits the monthly figure is computed from. */
  recentIds: string[];
}

export type FlagCode =
  | "dishonours"
  | "negative_days"
  | "ato_payment_plan"
  | "ato_arrears"
  | "gambling"
  | "cash_withdrawals"
  | "declining_revenue"
  | "multiple_lenders"
  | "seasonal"
  | "short_history";

export interface Flag {
  code: FlagCode;
  severity: "info" | "warning" | "serious";
  text: string;
  transactionIds: string[];
}

export interface BankAnalysis {
  period: Period;
  days: number;
  transactionCount: number;
  months: MonthFigures[];
  completeMonths: number;
  averageMonthlyInflow: Figure;
  averageMonthlyOutflow: Figure;
  /** The complete month with the lowest inflows (null with no complete month). */
  lowestMonthInflow: (Figure & { month: string }) | null;
  /** Credits that are not trading income: own transfers, loan advances, tax refunds, reversals. */
  excludedInflows: Figure;
  balances: BalanceFigures | null;
  dishonours: { count: number; last90Days: number; transactionIds: string[]; last90DaysIds: string[] };
  lenders: LenderRepayments[];
  existingLenderMonthly: Figure;
  ato: {
    payments: Figure;
    count: number;
    refunds: Figure;
    paymentPlan: boolean;
    arrearsSigns: { text: string; transactionIds: string[] }[];
  };
  gambling: Figure & { count: number; shareOfOutflowsBps: number };
  cashWithdrawals: Figure & { count: number; shareOfOutflowsBps: number };
  revenue: {
    trend: "growing" | "steady" | "declining" | "unknown";
    /** Fitted change in monthly inflows per month, as a share of the average (bps). */
    changePerMonthBps: number;
    /** Standard deviation of monthly inflows over their mean (bps). */
    variationBps: number;
    seasonal: boolean;
    peakMonth: string | null;
    troughMonth: string | null;
  };
  flags: Flag[];
}

export const DAYS_PER_MONTH = 365.25 / 12;
const BUSINESS_DAYS_PER_MONTH = (DAYS_PER_MONTH * 5) / 7;
const PER_MONTH: Record<LenderRepayments["frequency"], number | null> = {
  daily: DAYS_PER_MONTH,
  weekly: DAYS_PER_MONTH / 7,
  fortnightly: DAYS_PER_MONTH / 14,
  monthly: 1,
  irregular: null,
};
const LENDER_WINDOW_DAYS = 91;
const LENDER_LAPSED_DAYS = 35;
const TREND_THRESHOLD_BPS = 200;
const SEASONAL_VARIATION_BPS = 3_500;
const CASH_FLAG_SHARE_BPS = 500;
const GAMBLING_SERIOUS_SHARE_BPS = 200;
const SHORT_HISTORY_MONTHS = 6;

const sumCents = (ts: readonly BankTransaction[]) => ts.reduce((s, t) => s + t.amountCents, 0);
const fig = (ts: readonly BankTransaction[], sign = 1): Figure => ({
  // `|| 0` keeps -0 (a debit total of nothing) from printing as "-$0.00".
  cents: sign * sumCents(ts) || 0,
  transactionIds: ts.map((t) => t.id),
});
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Pairs each dishonour reversal (a credit) with the debit it gave back: same amount, up to 5 days before. */
function pairDishonours(ts: readonly BankTransaction[]) {
  const reversals = ts.filter((t) => t.amountCents > 0 && DISHONOUR.test(t.description));
  const returned = new Map<BankTransaction, BankTransaction>();
  for (const r of reversals) {
    const earliest = addDays(r.date, -5);
    const debit = ts.findLast(
      (t) =>
        t.amountCents === -r.amountCents &&
        t.accountId === r.accountId &&
        t.date <= r.date &&
        t.date >= earliest &&
        !returned.has(t),
    );
    if (debit) returned.set(debit, r);
  }
  const fees = ts.filter((t) => t.amountCents < 0 && DISHONOUR.test(t.description) && FEE.test(t.description));
  return { reversals, returned, fees };
}

/** Money moved between the business's own accounts: the same amount out of one and into another within a day. */
function ownTransfers(ts: readonly BankTransaction[]) {
  const pairs = new Set<BankTransaction>();
  if (new Set(ts.map((t) => t.accountId)).size < 2) return pairs;
  const debitsByAmount = new Map<number, BankTransaction[]>();
  for (const t of ts) {
    if (t.amountCents >= 0) continue;
    const list = debitsByAmount.get(-t.amountCents);
    if (list) list.push(t);
    else debitsByAmount.set(-t.amountCents, [t]);
  }
  for (const credit of ts) {
    if (credit.amountCents <= 0) continue;
    const debit = debitsByAmount
      .get(credit.amountCents)
      ?.find(
        (t) => t.accountId !== credit.accountId && !pairs.has(t) && Math.abs(daysBetween(t.date, credit.date)) <= 1,
      );
    if (debit) pairs.add(credit).add(debit);
  }
  return pairs;
}

function frequencyOf(dates: string[]): LenderRepayments["frequency"] {
  if (dates.length < 2) return "irregular";
  const gaps = dates
    .slice(1)
    .map((d, i) => daysBetween(dates[i]!, d))
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  if (median <= 1) return "daily";
  if (median >= 6 && median <= 8) return "weekly";
  if (median >= 13 && median <= 15) return "fortnightly";
  if (median >= 27 && median <= 32) return "monthly";
  return "irregular";
}

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

  // Existing lenders: their direct debits, grouped by lender. Dishonoured ones count too: the
  // repayment is still owed, and a lender that stops being paid has not stopped being a lender.
  const lenderDebits = new Map<string, BankTransaction[]>();
  for (const t of inPeriod) {
    if (t.amountCents >= 0 || transfers.has(t)) continue;
    const lender = lenderOf(t.description);
    if (!lender) continue;
    const list = lenderDebits.get(lender);
    if (list) list.push(t);
    else lenderDebits.set(lender, [t]);
  }
  const windowDays = Math.min(LENDER_WINDOW_DAYS, days);
  const windowStart = addDays(period.to, -(windowDays - 1));
  const lenders: LenderRepayments[] = [...lenderDebits.entries()]
    .map(([lender, ts]) => {
      const lastPaidOn = ts[ts.length - 1]!.date;
      const active = daysBetween(lastPaidOn, period.to) <= LENDER_LAPSED_DAYS;
      const recent = ts.filter((t) => t.date >= windowStart);
      const frequency = frequencyOf(ts.map((t) => t.date));
      const instalments = ts
        .slice(-10)
        .map((t) => -t.amountCents)
        .sort((a, b) => a - b);
      const instalment = instalments[Math.floor(instalments.length / 2)]!;
      const perMonth =
        frequency === "daily" && !ts.some((t) => weekday(t.date) === 0 || weekday(t.date) === 6)
          ? BUSINESS_DAYS_PER_MONTH
          : PER_MONTH[frequency];
      const running = perMonth
        ? instalment * perMonth
        : windowDays > 0
          ? (-sumCents(recent) * DAYS_PER_MONTH) / windowDays
          : 0;
      return {
        lender,
        monthlyCents: active ? Math.round(running) : 0,
        totalCents: -sumCents(ts),
        count: ts.length,
        frequency,
        lastPaidOn,
        active,
        transactionIds: ts.map((t) => t.id),
        recentIds: (perMonth ? ts.slice(-10) : recent).map((t) => t.id),
      };
    })
    .sort((a, b) => b.monthlyCents - a.monthlyCents);
  const activeLenders = lenders.filter((l) => l.active);
  const existingLenderMonthly = {
    cents: activeLenders.reduce((s, l) => s + l.monthlyCents, 0),
    transactionIds: activeLenders.flatMap((l) => l.recentIds),
  };

  // The ATO: payments, refunds and signs of a tax debt.
  const atoDebits = outflows.filter((t) => ATO.test(t.description));
  const atoReturned = [...returned.keys()].filter((t) => ATO.test(t.description));
  const planByWords = atoDebits.filter((t) => ATO_PAYMENT_PLAN.test(t.description));
  const planByRhythm = (() => {
    const byAmount = new Map<number, BankTransaction[]>();
    for (const t of atoDebits) byAmount.set(t.amountCents, [...(byAmount.get(t.amountCents) ?? []), t]);
    return (
      [...byAmount.values()].find((ts) => ts.length >= 3 && frequencyOf(ts.map((t) => t.date)) === "monthly") ?? []
    );
  })();
  const arrearsSigns: BankAnalysis["ato"]["arrearsSigns"] = [];
  if (planByWords.length || planByRhythm.length)
    arrearsSigns.push({
      text: planByWords.length
        ? `${plural(planByWords.length, "payment")} to the ATO described as a payment plan`
        : `${planByRhythm.length} equal monthly payments to the ATO, the pattern of a payment plan`,
      transactionIds: (planByWords.length ? planByWords : planByRhythm).map((t) => t.id),
    });
  if (atoReturned.length)
    arrearsSigns.push({
      text: `${plural(atoReturned.length, "payment")} to the ATO dishonoured`,
      transactionIds: atoReturned.map((t) => t.id),
    });
  const atoInterest = atoDebits.filter((t) => ATO_INTEREST.test(t.description));
  if (atoInterest.length)
    arrearsSigns.push({ text: "Interest or penalties paid to the ATO", transactionIds: atoInterest.map((t) => t.id) });

  const gamblingTs = outflows.filter((t) => GAMBLING.test(t.description));
  const cashTs = outflows.filter((t) => CASH_WITHDRAWAL.test(t.description));

  // Revenue trend (least squares over complete months) and how much months vary.
  const values = complete.map((m) => m.inflow.cents);
  const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
  let changePerMonthBps = 0;
  let variationBps = 0;
  if (values.length >= 3 && mean > 0) {
    const xMean = (values.length - 1) / 2;
    let num = 0;
    let den = 0;
    values.forEach((v, i) => {
      num += (i - xMean) * (v - mean);
      den += (i - xMean) ** 2;
    });
    changePerMonthBps = Math.round(((num / den) * 10_000) / mean);
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    variationBps = Math.round((sd * 10_000) / mean);
  }
  const seasonal = values.length >= SHORT_HISTORY_MONTHS && variationBps >= SEASONAL_VARIATION_BPS;
  // Within a year a season looks like a trend; without the same months a year apart, say neither.
  const trend =
    values.length < 3 || mean <= 0 || seasonal
      ? "unknown"
      : changePerMonthBps >= TREND_THRESHOLD_BPS
        ? "growing"
        : changePerMonthBps <= -TREND_THRESHOLD_BPS
          ? "declining"
          : "steady";
  const peak = complete.reduce<MonthFigures | null>((p, m) => (!p || m.inflow.cents > p.inflow.cents ? m : p), null);

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
      paymentPlan: planByWords.length > 0 || planByRhythm.length > 0,
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
    revenue: {
      trend,
      changePerMonthBps,
      variationBps,
      seasonal,
      peakMonth: peak?.month ?? null,
      troughMonth: lowestComplete?.month ?? null,
    },
    flags: [],
  };
  analysis.flags = flagsFor(analysis);
  return analysis;
}

const pct = (bps: number) => `${Math.round(bps / 100)}%`;

/** What staff should look at first, most serious first, each with the transactions behind it. */
function flagsFor(a: BankAnalysis): Flag[] {
  const flags: Flag[] = [];
  if (a.dishonours.count > 0)
    flags.push({
      code: "dishonours",
      severity: a.dishonours.last90Days >= 2 ? "serious" : "warning",
      text: `${plural(a.dishonours.count, "dishonoured payment")} (${a.dishonours.last90Days} in the last 90 days)`,
      transactionIds: a.dishonours.transactionIds,
    });
  if (a.ato.arrearsSigns.length)
    flags.push({
      code: a.ato.paymentPlan ? "ato_payment_plan" : "ato_arrears",
      severity: a.ato.arrearsSigns.length > 1 ? "serious" : "warning",
      text: `Signs of a tax debt: ${a.ato.arrearsSigns.map((s) => s.text.charAt(0).toLowerCase() + s.text.slice(1)).join("; ")}`,
      transactionIds: a.ato.arrearsSigns.flatMap((s) => s.transactionIds),
    });
  if (a.balances && a.balances.daysNegative > 0)
    flags.push({
      code: "negative_days",
      severity: a.balances.daysNegative > 10 ? "serious" : "warning",
      text: `The balance ended ${plural(a.balances.daysNegative, "day")} below zero (lowest ${formatAudCents(a.balances.lowestCents)} on ${formatDate(a.balances.lowestOn)})`,
      transactionIds: a.balances.negativeTransactionIds,
    });
  const active = a.lenders.filter((l) => l.active);
  if (active.length >= 2)
    flags.push({
      code: "multiple_lenders",
      severity: "warning",
      text: `Repaying ${active.length} other lenders (${active.map((l) => l.lender).join(", ")}): ${formatAudCents(a.existingLenderMonthly.cents)} a month`,
      transactionIds: a.existingLenderMonthly.transactionIds,
    });
  if (a.gambling.count > 0)
    flags.push({
      code: "gambling",
      severity: a.gambling.shareOfOutflowsBps >= GAMBLING_SERIOUS_SHARE_BPS ? "serious" : "warning",
      text: `${plural(a.gambling.count, "payment")} to betting or gaming businesses, ${formatAudCents(a.gambling.cents)} in total`,
      transactionIds: a.gambling.transactionIds,
    });
  if (a.cashWithdrawals.shareOfOutflowsBps >= CASH_FLAG_SHARE_BPS)
    flags.push({
      code: "cash_withdrawals",
      severity: "warning",
      text: `Cash withdrawals are ${pct(a.cashWithdrawals.shareOfOutflowsBps)} of money out (${formatAudCents(a.cashWithdrawals.cents)})`,
      transactionIds: a.cashWithdrawals.transactionIds,
    });
  if (a.revenue.trend === "declining")
    flags.push({
      code: "declining_revenue",
      severity: "warning",
      text: `Inflows are falling by about ${pct(-a.revenue.changePerMonthBps)} of the average a month`,
      transactionIds: a.averageMonthlyInflow.transactionIds,
    });
  if (a.revenue.seasonal && a.revenue.peakMonth && a.revenue.troughMonth)
    flags.push({
      code: "seasonal",
      severity: "info",
      text: `Inflows vary strongly by month: highest ${formatMonth(a.revenue.peakMonth)}, lowest ${formatMonth(a.revenue.troughMonth)}`,
      transactionIds: [],
    });
  if (a.completeMonths < SHORT_HISTORY_MONTHS)
    flags.push({
      code: "short_history",
      severity: "info",
      text: `Only ${plural(a.completeMonths, "full month")} of bank data; lenders usually ask for 6 to 12`,
      transactionIds: [],
    });
  const order = { serious: 0, warning: 1, info: 2 } as const;
  return flags.sort((x, y) => order[x.severity] - order[y.severity]);
}
