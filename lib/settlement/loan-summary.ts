/**
 * 'Your loan' (issue #36 item 3): the balance the schedule says is left once every repayment due
 * before today has been made. It is the schedule's figure, not the lender's ledger: the page says so.
 * Pure (dates are the schedule's ISO days), so the page and tests share it.
 */
export interface ScheduledRow {
  number: number;
  /** YYYY-MM-DD */
  date: string;
  balanceCents: number;
}

export interface ScheduledBalance {
  /** What is left after the payments due before `today`, in cents. */
  balanceCents: number;
  /** How many scheduled payments fell due before `today`. */
  paymentsDue: number;
}

/** `today` is the calendar day (YYYY-MM-DD) in the business's time zone; `amountFunded` in whole dollars. */
export function scheduledBalance(
  schedule: readonly ScheduledRow[],
  amountFunded: number,
  today: string,
): ScheduledBalance {
  const due = schedule.filter((r) => r.date < today);
  const last = due.at(-1);
  return { balanceCents: last ? last.balanceCents : amountFunded * 100, paymentsDue: due.length };
}
