import { PanelList, PanelSection } from "@/components/portal/panel-section";
import { formatAudCents, formatPercent } from "@/lib/money/format";
import type { ApplicationDetailView } from "@/lib/applications/detail-view";

/**
 * The two lists beside an application's offers (ADR 079), for the owner's workspace (server) and
 * the offers section (client): the matching's indicative quotes while no lender has offered, then
 * the lenders still deciding.
 */
type Quote = ApplicationDetailView["quotes"][number];
const money = (cents: number | null) => (cents != null ? formatAudCents(cents) : "—");
const rate = (bps: number | null) => (bps != null ? formatPercent(bps) : "—");

export function IndicativeQuotes({ quotes, headingId }: { quotes: readonly Quote[]; headingId: string }) {
  return (
    <PanelSection id={headingId} title="Indicative quotes">
      <ul className="mt-2 grid gap-2 text-sm">
        {quotes.slice(0, 5).map((q) => (
          <li key={q.lender} className="rounded-md border border-border p-2">
            <p className="font-medium">{q.lender}</p>
            <p>
              {rate(q.rateBps)} p.a. · {money(q.monthlyRepaymentCents)}/month · fee {money(q.establishmentFeeCents)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted-foreground">
        Indicative only. Not an offer of credit until the lender approves.
      </p>
    </PanelSection>
  );
}

export function LendersDeciding({
  lenders,
  headingId,
}: {
  lenders: readonly { lenderName: string; statusLabel: string }[];
  headingId: string;
}) {
  return (
    <PanelSection id={headingId} title="Lenders still deciding">
      <PanelList
        items={[...lenders]}
        render={(l) => `${l.lenderName}: still deciding, no offer yet (${l.statusLabel.toLowerCase()})`}
      />
    </PanelSection>
  );
}
