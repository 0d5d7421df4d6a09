/**
 * What BizFund and the referring partner are paid if an offer is accepted and settles (issue #34
 * item 3, ADR 067): computed from the lender's commission terms (Lender.commissionRateBps,
 * trailRateBps, trailBasis) and the partner's split with lib/commissions' own arithmetic, so the
 * figures shown are the ones settlement records. Whole cents. Pure.
 */
import {
  DEFAULT_SPLIT_BPS,
  upfrontCommissionCents,
  monthlyTrail,
  trailBaseCents,
  upfrontLenderCents,
  type TrailBasis,
} from "@/lib/commissions/client";
import { formatAudCents } from "@/lib/money/client";
import { readFrequency } from "./disclosure";

export interface CommissionTermsInput {
  amount: number;
  termMonths: number;
  interestRateBps: number;
  repaymentFrequency: string;
  lender: { commissionRateBps: number; trailRateBps: number; trailBasis: TrailBasis };
  /** The referring partner, with their split in basis points (null: the programme's 50-50); null when none. */
  partner: { name: string; splitBps: number | null } | null;
}

export interface CommissionDisclosure {
  /** The partner's name, or null when nobody referred the application. */
  partnerName: string | null;
  /** Paid by the lender to BizFund at settlement, less the partner's share. */
  bizfundUpfrontCents: number;
  /** The trail BizFund keeps over the whole term, less the partner's share. */
  bizfundTrailCents: number;
  partnerUpfrontCents: number;
  partnerTrailCents: number;
  /** "$500.00 upfront and $187.50 trail over 24 months". */
  bizfund: string;
  partner: string;
  /** One sentence for the credit proposal and the table's note. */
  summary: string;
}

/** The trail over the whole term, month by month on the lender's basis (settled on `settledOn`). */
function trailOverTerm(input: CommissionTermsInput, splitBps: number, settledOn: Date) {
  const loan = {
    amountFunded: input.amount,
    termMonths: input.termMonths,
    interestRateBps: input.interestRateBps,
    frequency: readFrequency(input.repaymentFrequency),
    settledOn,
  };
  let lender = 0;
  let partner = 0;
  for (let k = 1; k <= input.termMonths; k++) {
    const month = monthlyTrail(trailBaseCents(loan, input.lender.trailBasis, k), input.lender.trailRateBps, splitBps);
    lender += month.lenderCents;
    partner += month.partnerCents;
  }
  return { lender, partner };
}

const paid = (upfront: number, trail: number, months: number) =>
  `${formatAudCents(upfront)} upfront and ${formatAudCents(trail)} trail over ${months} month${months === 1 ? "" : "s"}`;

export function commissionDisclosure(input: CommissionTermsInput, settledOn = new Date()): CommissionDisclosure {
  const splitBps = input.partner ? (input.partner.splitBps ?? DEFAULT_SPLIT_BPS) : 0;
  const upfront = upfrontLenderCents(input.amount, input.lender.commissionRateBps);
  const partnerUpfront = input.partner
    ? upfrontCommissionCents(input.amount, input.lender.commissionRateBps, splitBps)
    : 0;
  const trail = trailOverTerm(input, splitBps, settledOn);
  const bizfundUpfront = upfront - partnerUpfront;
  const bizfundTrail = trail.lender - trail.partner;
  const bizfund = paid(bizfundUpfront, bizfundTrail, input.termMonths);
  const partner = input.partner ? paid(partnerUpfront, trail.partner, input.termMonths) : "No referring partner";
  return {
    partnerName: input.partner?.name ?? null,
    bizfundUpfrontCents: bizfundUpfront,
    bizfundTrailCents: bizfundTrail,
    partnerUpfrontCents: partnerUpfront,
    partnerTrailCents: trail.partner,
    bizfund,
    partner,
    summary:
      `If you accept this offer and the loan settles, the lender pays BizFund ${formatAudCents(upfront)} upfront ` +
      `and ${formatAudCents(trail.lender)} in trail commission over the term. BizFund keeps ${bizfund}` +
      (input.partner ? `; ${input.partner.name}, who referred you, receives ${partner}.` : ".") +
      " You pay nothing extra for it.",
  };
}
