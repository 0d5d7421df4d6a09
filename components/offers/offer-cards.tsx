import { cn } from "@/lib/utils/cn";
import { comparableOf, comparisonSummary, type OfferBadge } from "@/lib/offers/compare";
import type { OfferView } from "@/lib/offers/queries";
import { OfferBadges, type OfferRow } from "./offer-rows";

/**
 * The comparison on a phone (issue 36 item 2): one card per offer with the same rows and badges as
 * the table, under a summary that stays at the top while the cards scroll past (how many offers, which
 * costs least, which has the lowest APR).
 */
export function OfferCards({
  offers,
  rows,
  badges,
  accept,
  className,
}: {
  offers: readonly OfferView[];
  rows: readonly OfferRow[];
  badges: Map<string, OfferBadge[]>;
  accept: (o: OfferView) => React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className)} data-testid="offer-cards">
      <p
        className="sticky top-0 z-10 border-b border-border bg-background py-2 text-sm font-medium"
        data-testid="offers-summary-line"
      >
        {comparisonSummary(offers.map(comparableOf))}
      </p>
      {offers.map((o) => {
        const headingId = `offer-card-${o.id}`;
        return (
          <article key={o.id} aria-labelledby={headingId} className="rounded-md border border-border p-3">
            <h4 id={headingId} className="font-semibold">
              {o.disclosure.lenderName}
            </h4>
            <OfferBadges status={o.status} badges={badges.get(o.id) ?? []} />
            <dl className="mt-2 grid gap-2 text-sm">
              {rows.map((row) => (
                <div key={row.key} data-row={row.key}>
                  <dt className="text-xs text-muted-foreground">{row.label}</dt>
                  <dd>{row.cell(o)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">{accept(o)}</div>
          </article>
        );
      })}
    </div>
  );
}
