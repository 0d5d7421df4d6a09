/**
 * One interface for every way an application reaches a lender (issue 16 item 1, ADR 022), modelled on
 * introducer APIs such as Funding Circle's Introducer API: create the application (`submit`, which
 * answers with the lender's reference), poll it (`status`, which answers with a decision), and send a
 * further document (`uploadDocument`), and withdraw it (`withdraw`: the owner removed the lender or
 * staff took the file back; issue 34 item 2, ADR 066). Drivers: `simulated` (demo mode and tests) and `email` (lenders
 * without an API; staff key the decision in). Pure types: no I/O here.
 */
import type { Prisma } from "@/lib/db";
import type { LoanFee, RepaymentFrequency } from "@/lib/money/client";

/** The terms of an offer as a lender states them; the disclosure figures come from loanTerms(). */
export interface OfferTermsInput {
  /** Whole dollars. */
  amount: number;
  termMonths: number;
  interestRateBps: number;
  frequency: RepaymentFrequency;
  fees: LoanFee[];
  earlyRepayment: string;
  security: string;
  guarantees: string;
  /** Why the lender offers less than was asked (a serviceability cap), shown with the offer (ADR 068). */
  decisionNote?: string | null;
  /** Default: 14 days after the offer is made. */
  expiresAt?: Date;
}

/**
 * What a lender says about an application: still assessing, a provisional offer (conditionally
 * approved, with its conditions), an offer with its terms, action required (named conditions) or
 * declined with the reason.
 */
export type LenderDecision =
  | { kind: "assessing" }
  | { kind: "provisional_offer"; conditions: string[] }
  | { kind: "offered"; terms: OfferTermsInput }
  | { kind: "action_required"; conditions: string[] }
  | { kind: "declined"; reason: string };

/** The package sent with a submission. */
export interface SubmissionPackage {
  submissionId: string;
  applicationId: string;
  applicationNumber: string;
  businessName: string;
  /** Whether every condition the lender set has been answered (the simulated lender then decides again). */
  conditionsAnswered: boolean;
}

export interface LenderDocument {
  fileName: string;
  contentType: string;
  storageDriver: string;
  storageKey: string;
}

/**
 * What a step leaves to be written with its own record: the e-mail lender's package goes into the
 * outbox in the transaction that records the submission's reference, so a retried step never sends
 * it twice and a failed one never sends it at all.
 */
export type StepRecord = (tx: Prisma.TransactionClient) => Promise<void>;

export interface LenderAdapter {
  readonly driver: "simulated" | "email";
  /** Prepare and send the application (outside any transaction); `record` is written with the reference. */
  submit(pkg: SubmissionPackage): Promise<{ reference: string; record?: StepRecord }>;
  /** The lender's decision so far; `null` when the lender answers outside the API (staff key it in). */
  status(reference: string, pkg: SubmissionPackage): Promise<LenderDecision | null>;
  uploadDocument(
    reference: string,
    pkg: SubmissionPackage,
    document: LenderDocument,
  ): Promise<{ record?: StepRecord } | void>;
  /**
   * Tell the lender to stop assessing and to delete what it received (`reference`: the lender's, or
   * null when the package never left). `acknowledgement` is the lender's receipt of the withdrawal;
   * `record` (the e-mail lender's notice in the outbox) is written with the withdrawal itself.
   */
  withdraw(
    reference: string | null,
    pkg: Pick<SubmissionPackage, "submissionId" | "applicationNumber" | "businessName">,
    reason: string,
  ): Promise<{ acknowledgement: string | null; record?: StepRecord }>;
}
