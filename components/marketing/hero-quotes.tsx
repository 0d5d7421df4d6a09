import { LenderMonogram } from "@/components/shared/lender-monogram";
import { Badge } from "@/components/ui/badge";
import { industryLabel } from "@/lib/applications/vocab";
import { eligibleCount, HERO_EXAMPLE, heroQuotes } from "@/lib/lenders/example-quotes";
import { formatAud, formatAudCents, formatPercent } from "@/lib/money/format";

/**
 * The landing hero's product visual (ADR 029): the quote comparison a business sees after applying,
 * drawn on the server from the panel's real quotes for one example business. No client JavaScript.
 */
export function HeroQuotes() {
  const quotes = heroQuotes();
  const matched = eligibleCount();
  const { loanAmount, termMonths, industry } = HERO_EXAMPLE;
  return (
    <figure
      aria-labelledby="hero-quotes-caption"
      className="rounded-xl bg-background p-4 text-foreground shadow-2xl ring-1 ring-black/5 sm:p-5"
      data-testid="hero-quotes"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-eyebrow font-semibold text-brand uppercase">Your quotes, side by side</p>
        <p className="text-xs text-muted-foreground">{`${matched} lenders matched`}</p>
      </div>
      <p className="mt-1 text-title font-bold">{`${formatAud(loanAmount)} over ${termMonths} months`}</p>
      <ol className="mt-4 grid gap-2" aria-label="Example quotes, lowest total cost first">
        {quotes.map((q, i) => (
          <li key={q.lenderName} className={i === 0 ? "quote-row border-2 border-brand bg-brand-tint" : "quote-row"}>
            <LenderMonogram name={q.lenderName} size={36} decorative />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{q.lenderName}</p>
              <p className="text-xs text-muted-foreground">
                {`${formatPercent(q.quote.rateBps)} p.a. · total cost ${formatAudCents(q.quote.totalCostCents)} · decision in ${q.speedHours} hrs`}
              </p>
            </div>
            <div className="text-right">
              <p className="text-base font-bold tabular-nums">{formatAudCents(q.quote.monthlyRepaymentCents)}</p>
              <p className="text-xs text-muted-foreground">a month</p>
              {i === 0 && (
                <Badge variant="success-strong" className="mt-1">
                  Lowest cost
                </Badge>
              )}
            </div>
          </li>
        ))}
      </ol>
      <figcaption id="hero-quotes-caption" className="mt-3 text-xs text-muted-foreground">
        {`Example: an established ${industryLabel(industry ?? "other").toLowerCase()} business with good credit.`}{" "}
        Quotes from our lender panel, amortised monthly, establishment fee included in total cost. Indicative, not an
        offer of credit.
      </figcaption>
    </figure>
  );
}
