import { Badge } from "@/components/ui/badge";
import { BADGE_LABELS, monthlyEquivalentText, type OfferBadge } from "@/lib/offers/compare";
import { DISCLOSURE_ROWS, type Disclosure, type DisclosureKey } from "@/lib/offers/disclosure";
import type { OfferView } from "@/lib/offers/queries";

export const OFFER_STATUS_LABELS: Record<string, string> = {
  open: "Open",
  accepted: "Accepted",
  declined: "Declined",
  released: "Released",
  expired: "Expired",
};

function DisclosureCell({ d, k }: { d: Disclosure; k: DisclosureKey }) {
  if (k === "fees")
    return d.fees.length === 0 ? (
      <>No fees</>
    ) : (
      <ul className="grid gap-1">
        {d.fees.map((f, i) => (
          <li key={i}>
            <span className="font-medium">{f.label}</span>: {f.charge}
            <span className="text-muted-foreground"> ({f.total} in total)</span>
          </li>
        ))}
      </ul>
    );
  if (k === "amount" && d.decisionNote)
    return (
      <>
        {d.amount}
        <span className="block text-xs text-muted-foreground">{d.decisionNote}</span>
      </>
    );
  if (k === "repayment") {
    // Weekly and fortnightly repayments read beside a monthly one as a month's worth (ADR 079).
    const monthly = monthlyEquivalentText(d.figures.repaymentCents, d.figures.repaymentFrequency);
    return (
      <>
        <span>{d.repayment}</span>
        {monthly ? (
          <span className="block font-medium" data-testid="monthly-equivalent">
            {monthly}
          </span>
        ) : null}
      </>
    );
  }
  return <>{d[k]}</>;
}

export interface OfferRow {
  key: string;
  label: string;
  cell: (o: OfferView) => React.ReactNode;
}

/**
 * Every row the comparison shows, in order: the disclosure (with the affordability line), then what
 * BizFund and the referring partner are paid if the offer is accepted (ADR 067).
 */
export function offerRows(offers: readonly OfferView[]): OfferRow[] {
  const rows: OfferRow[] = DISCLOSURE_ROWS.map((row) => ({
    key: row.key,
    label: row.label,
    cell: (o) => <DisclosureCell d={o.disclosure} k={row.key} />,
  }));
  rows.push({ key: "commission-bizfund", label: "BizFund is paid", cell: (o) => o.commission.bizfund });
  if (offers.some((o) => o.commission.partnerName))
    rows.push({
      key: "commission-partner",
      label: "Your referring partner is paid",
      cell: (o) => (o.commission.partnerName ? `${o.commission.partnerName}: ${o.commission.partner}` : "—"),
    });
  return rows;
}

/** The offer's status and the badges it earned, under its lender's name. */
export function OfferBadges({ status, badges }: { status: string; badges: readonly OfferBadge[] }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      <Badge variant={status === "accepted" ? "default" : "outline"}>{OFFER_STATUS_LABELS[status] ?? status}</Badge>
      {badges.map((b) => (
        <Badge key={b} variant="success" data-badge={b}>
          {BADGE_LABELS[b]}
        </Badge>
      ))}
    </span>
  );
}

export const COMPARISON_NOTE =
  "The APR includes the interest and every fee, so you can compare offers on one figure. Weekly and fortnightly repayments are also shown as about a month's worth (× 52 or 26, ÷ 12). The lender pays the commissions shown if the loan settles; they are not added to what you repay.";
