import { formatAudCents, formatDate, formatMonth } from "@/lib/money/client";
import { SHORT_HISTORY_MONTHS } from "./revenue";
import { plural } from "./shared";
import type { BankAnalysis, Flag } from "./types";

const CASH_FLAG_SHARE_BPS = 500;
const GAMBLING_SERIOUS_SHARE_BPS = 200;

const pct = (bps: number) => `${Math.round(bps / 100)}%`;

/** What staff should look at first, most serious first, each with the transactions behind it. */
export function flagsFor(a: BankAnalysis): Flag[] {
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
