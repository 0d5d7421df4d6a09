/**
 * The partner programme's terms a partner accepts (issue 35 item 4, ADR 077): versioned, so an
 * acceptance names exactly the text it accepted. Every sentence describes what the product does
 * (lib/commissions, lib/remittances, lib/payouts); change the text, change the version. Pure.
 */
export const PARTNER_AGREEMENT = {
  version: "2026-11-27",
  title: "BizFund partner agreement",
  terms: [
    "You refer a business to us only with its owner's permission, and you never give consent or sign on the owner's behalf.",
    "For each referred loan that settles, you earn your split of the commission the lender pays us: upfront on the amount settled, and trail monthly while the loan runs, on the lender's terms shown in Commission Tracking.",
    "Your split is set by us and shown in Commission Tracking; a change applies to loans settled after it, never to commission already earned.",
    "Where a lender pays us only when it remits, your commission becomes payable when we receive it; a short payment pays you the share received.",
    "If a lender claws back commission (for example when a loan is repaid early), your share is deducted from your next payout, never lost or charged twice.",
    "We pay approved commission by bank transfer in payout runs prepared and approved by two different people, to the account you give us; your ledger shows the run and the date paid.",
    "Your statements are recipient-created tax invoices if you tell us you are registered for GST, otherwise remittance advices.",
  ],
} as const;

/** Programme tiers: a label of the relationship, shown to the partner with their split (it sets nothing by itself). */
export const PARTNER_TIERS = {
  standard: "Standard",
  accredited: "Accredited",
  premier: "Premier",
} as const;
export type PartnerTier = keyof typeof PARTNER_TIERS;

export function partnerTierLabel(tier: string | null | undefined): string {
  return PARTNER_TIERS[(tier ?? "standard") as PartnerTier] ?? PARTNER_TIERS.standard;
}
