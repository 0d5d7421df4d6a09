/**
 * A settled loan's repayment schedule (issue 16 item 5): one row per repayment with the date, the
 * payment, its interest and principal parts and the balance left. Integer cents throughout; the
 * level payment comes from the same amortisation as every other figure (calculators.ts), interest
 * each period is the balance × the periodic rate rounded to the cent, and the last payment absorbs
 * the rounding: the principal column sums exactly to the amount funded, the balance ends at 0, and
 * the payments sum exactly to the level repayment × the number of periods — the contract's total of
 * repayments (loan-terms.ts), to the cent (issue 36 item 3). Pure.
 */
import { amortisedPayment } from "./calculators";
import { PERIODS_PER_YEAR, periodsFor, type RepaymentFrequency } from "./loan-terms";

export interface ScheduleInput {
  /** Amount funded, whole dollars. */
  amount: number;
  termMonths: number;
  interestRateBps: number;
  frequency: RepaymentFrequency;
  firstPaymentDate: Date;
}

export interface ScheduleRow {
  number: number;
  date: Date;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
}

const DAY = 86_400_000;

/** `months` calendar months after `from` (same day of month, clamped to the month's last day), UTC. */
export function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(from.getUTCDate(), last),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The date of repayment `index` (0-based): weekly and fortnightly by days, monthly by calendar month. */
export function paymentDate(first: Date, frequency: RepaymentFrequency, index: number): Date {
  if (frequency === "monthly") return addMonths(first, index);
  return new Date(first.getTime() + index * (frequency === "weekly" ? 7 : 14) * DAY);
}

export function repaymentSchedule(input: ScheduleInput): ScheduleRow[] {
  const { amount, termMonths, interestRateBps, frequency, firstPaymentDate } = input;
  if (!Number.isInteger(amount) || amount <= 0 || termMonths <= 0 || interestRateBps < 0)
    throw new RangeError("A schedule needs a positive whole-dollar amount, a term and a rate that is not negative");
  const periods = periodsFor(termMonths, frequency);
  const rate = interestRateBps / 10_000 / PERIODS_PER_YEAR[frequency];
  const level = Math.round(amortisedPayment(amount * 100, rate, periods));
  const rows: ScheduleRow[] = [];
  let balance = amount * 100;
  let paid = 0;
  for (let i = 0; i < periods; i++) {
    const last = i === periods - 1;
    let interestCents = Math.round(balance * rate);
    // Earlier payments never take the balance below zero.
    let principalCents = Math.min(balance, level - interestCents);
    if (last) {
      // The last payment clears the balance and brings the payments to the contract's total; its
      // interest takes the cents the per-period rounding moved (never below zero).
      principalCents = balance;
      interestCents = Math.max(0, level * periods - paid - balance);
    }
    balance -= principalCents;
    paid += principalCents + interestCents;
    rows.push({
      number: i + 1,
      date: paymentDate(firstPaymentDate, frequency, i),
      paymentCents: principalCents + interestCents,
      interestCents,
      principalCents,
      balanceCents: balance,
    });
  }
  return rows;
}

/** The first repayment on or after `on` (null once the schedule is paid out). */
export function nextPayment(rows: readonly ScheduleRow[], on: Date): ScheduleRow | null {
  const day = Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), on.getUTCDate());
  return rows.find((r) => r.date.getTime() >= day) ?? null;
}
