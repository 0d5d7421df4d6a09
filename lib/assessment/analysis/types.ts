import type { BalanceFigures } from "../balances";
import type { Period } from "../types";

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
