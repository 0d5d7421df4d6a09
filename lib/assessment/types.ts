/**
 * Bank data as the assessment reads it, whichever way it came in (an open-banking connection or an
 * uploaded statement). Dates are calendar days (YYYY-MM-DD) as the bank prints them, not instants;
 * money is integer cents, credits positive and debits negative.
 */
export type IsoDay = string;

export interface BankAccount {
  id: string;
  name: string;
  /** Six digits, "062-000" style, when the source gives it. */
  bsb: string | null;
  /** Only the last four digits are kept: "••1234". */
  maskedNumber: string | null;
  currency: string;
}

export interface BankTransaction {
  /** Stable within its source, so every figure can name the transactions behind it. */
  id: string;
  accountId: string;
  date: IsoDay;
  description: string;
  /** Credits positive, debits negative. */
  amountCents: number;
  /** The account's balance after this transaction, when the source gives one. */
  balanceCents: number | null;
  currency: string;
}

export interface Period {
  from: IsoDay;
  to: IsoDay;
}
