/**
 * The offer disclosure (issue 16 item 3): one lender's offer in a standard layout modelled on AFIA's
 * SMART Box for small business finance, so offers from different lenders read side by side. Pure:
 * every figure comes from `loanTerms()` and every text from lib/money/format.ts, so the comparison
 * table, the confirmation dialog, the accepted-terms snapshot and the contract PDF say the same thing.
 */
import {
  FREQUENCY_LABELS,
  feeTotalCents,
  loanTerms,
  type FeeTiming,
  type LoanFee,
  type RepaymentFrequency,
} from "@/lib/money/loan-terms";
import { formatAud, formatAudCents, formatDateTime, formatPercent } from "@/lib/money/format";

/** The stored offer's terms (the Offer row's columns), as the disclosure needs them. */
export interface OfferTermsInput {
  lenderName: string;
  amount: number;
  termMonths: number;
  repaymentFrequency: string;
  interestRateBps: number;
  fees: unknown;
  earlyRepayment: string;
  security: string;
  guarantees: string;
  expiresAt: Date | string;
  /** Issue 33 item 3 (ADR 068): the share of the business's inflows, from the bank analysis. */
  affordabilityLine?: string | null;
  /** Why less than was asked was offered (a serviceability cap). */
  decisionNote?: string | null;
}

/** Said instead of the affordability line when the offer was made without bank data. */
export const NO_BANK_DATA_NOTE =
  "Not worked out: we had no bank data for your business when this offer was made, so we cannot say what share of your income the repayments would take.";

/** "repayments are 18% …" as a sentence, or the honest note without bank data. */
export function affordabilityText(line: string | null | undefined): string {
  return line ? `${line[0]!.toUpperCase()}${line.slice(1)}.` : NO_BANK_DATA_NOTE;
}

export const FEE_TIMING_LABELS: Record<FeeTiming, string> = {
  upfront: "at settlement",
  monthly: "each month",
  on_exit: "at the end of the loan",
};

export interface DisclosureFee {
  label: string;
  /** "$250.00 at settlement" / "$10.00 each month". */
  charge: string;
  /** Over the whole term. */
  total: string;
  totalCents: number;
}

/** The rows in the order the comparison shows them; `key` is stable for tests and headers. */
export const DISCLOSURE_ROWS = [
  { key: "amount", label: "Loan amount" },
  { key: "term", label: "Term" },
  { key: "repayment", label: "Repayment" },
  { key: "affordability", label: "Affordability" },
  { key: "interestRate", label: "Interest rate (annual)" },
  { key: "apr", label: "Annual percentage rate (APR, including fees)" },
  { key: "fees", label: "Fees" },
  { key: "totalFees", label: "Total fees" },
  { key: "totalInterest", label: "Total interest" },
  { key: "totalRepayable", label: "Total repayable" },
  { key: "totalCost", label: "Total cost of finance" },
  { key: "earlyRepayment", label: "Early repayment" },
  { key: "security", label: "Security" },
  { key: "guarantees", label: "Guarantees" },
  { key: "expiresAt", label: "Offer expires" },
] as const;
export type DisclosureKey = (typeof DISCLOSURE_ROWS)[number]["key"];

export interface Disclosure {
  lenderName: string;
  amount: string;
  term: string;
  repayment: string;
  /** The affordability line on every offer (ADR 068), or why there is none. */
  affordability: string;
  /** Why the amount is less than asked, when the lender capped it; null otherwise. */
  decisionNote: string | null;
  interestRate: string;
  apr: string;
  fees: DisclosureFee[];
  totalFees: string;
  totalInterest: string;
  totalRepayable: string;
  totalCost: string;
  earlyRepayment: string;
  security: string;
  guarantees: string;
  expiresAt: string;
  /** The raw figures behind the texts (cents and basis points), for the accepted-terms snapshot. */
  figures: {
    amount: number;
    termMonths: number;
    repaymentCents: number;
    repaymentFrequency: RepaymentFrequency;
    interestRateBps: number;
    aprBps: number;
    totalFeesCents: number;
    totalInterestCents: number;
    totalRepayableCents: number;
    totalCostCents: number;
  };
}

const TIMINGS: readonly FeeTiming[] = ["upfront", "monthly", "on_exit"];

/** The stored fees JSON, read defensively: anything that is not a fee is dropped. */
export function readFees(value: unknown): LoanFee[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f: unknown) => {
    const fee = f as Partial<LoanFee> | null;
    if (!fee || typeof fee.label !== "string" || !Number.isInteger(fee.amountCents)) return [];
    if (!TIMINGS.includes(fee.when as FeeTiming)) return [];
    return [{ label: fee.label, amountCents: fee.amountCents!, when: fee.when as FeeTiming }];
  });
}

export function readFrequency(value: string): RepaymentFrequency {
  return value === "weekly" || value === "fortnightly" ? value : "monthly";
}

const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;

export function offerDisclosure(offer: OfferTermsInput): Disclosure {
  const frequency = readFrequency(offer.repaymentFrequency);
  const fees = readFees(offer.fees);
  const terms = loanTerms({
    amount: offer.amount,
    termMonths: offer.termMonths,
    interestRateBps: offer.interestRateBps,
    frequency,
    fees,
  });
  return {
    lenderName: offer.lenderName,
    amount: formatAud(offer.amount),
    term: months(offer.termMonths),
    repayment: `${formatAudCents(terms.repaymentCents)} ${FREQUENCY_LABELS[frequency].toLowerCase()} (${terms.periods} repayments)`,
    affordability: affordabilityText(offer.affordabilityLine),
    decisionNote: offer.decisionNote ?? null,
    interestRate: formatPercent(offer.interestRateBps),
    apr: formatPercent(terms.aprBps),
    fees: fees.map((f) => {
      const total = feeTotalCents(f, offer.termMonths);
      return {
        label: f.label,
        charge: `${formatAudCents(f.amountCents)} ${FEE_TIMING_LABELS[f.when]}`,
        total: formatAudCents(total),
        totalCents: total,
      };
    }),
    totalFees: formatAudCents(terms.totalFeesCents),
    totalInterest: formatAudCents(terms.totalInterestCents),
    totalRepayable: formatAudCents(terms.totalRepayableCents),
    totalCost: formatAudCents(terms.totalCostCents),
    earlyRepayment: offer.earlyRepayment,
    security: offer.security,
    guarantees: offer.guarantees,
    expiresAt: formatDateTime(offer.expiresAt),
    figures: {
      amount: offer.amount,
      termMonths: offer.termMonths,
      repaymentCents: terms.repaymentCents,
      repaymentFrequency: frequency,
      interestRateBps: offer.interestRateBps,
      aprBps: terms.aprBps,
      totalFeesCents: terms.totalFeesCents,
      totalInterestCents: terms.totalInterestCents,
      totalRepayableCents: terms.totalRepayableCents,
      totalCostCents: terms.totalCostCents,
    },
  };
}

/** The terms as one list of sentences: the confirmation dialog restates them and the snapshot keeps them. */
export function restatedTerms(d: Disclosure): { label: string; value: string }[] {
  return [
    { label: "Lender", value: d.lenderName },
    { label: "Loan amount", value: d.amount },
    { label: "Term", value: d.term },
    { label: "Repayment", value: d.repayment },
    { label: "Affordability", value: d.affordability },
    { label: "Interest rate (annual)", value: d.interestRate },
    { label: "Annual percentage rate (APR)", value: d.apr },
    ...d.fees.map((f) => ({ label: `Fee: ${f.label}`, value: `${f.charge} (${f.total} in total)` })),
    { label: "Total repayable", value: d.totalRepayable },
    { label: "Total cost of finance", value: d.totalCost },
    { label: "Early repayment", value: d.earlyRepayment },
    { label: "Security", value: d.security },
    { label: "Guarantees", value: d.guarantees },
  ];
}
