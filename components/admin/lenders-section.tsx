import type { listLenders } from "@/lib/admin";
import { LENDER_TIER_LABELS, type LenderTier } from "@/lib/lenders/lender";
import { formatAud, formatPercent } from "@/lib/money/format";
import { Badge } from "@/components/ui/badge";
import { LenderActive, LenderRates, NewLenderForm } from "./admin-actions";
import { PanelSection } from "@/components/portal/panel-section";
import { LenderCommission } from "./lender-commission-form";
import { LenderDriver } from "./lender-driver";
import { LenderRules } from "./lender-rules";

type Lender = Awaited<ReturnType<typeof listLenders>>[number];

/**
 * Administration › Lender panel: add a lender, edit its rates, commission and submissions, switch it
 * on or off. One card per lender (issue #36 item 5): its forms stack at 390 wide and sit side by side
 * at 1440, so nothing overlaps or clips the way ten columns of forms in one table did.
 */
export function LendersSection({ lenders }: { lenders: Lender[] }) {
  return (
    <PanelSection
      id="lenders-heading"
      title="Lender panel"
      level="h2"
      className="grid gap-3"
      headingClassName="text-xl"
    >
      <NewLenderForm />
      <ul aria-label="Lenders" className="grid gap-3">
        {lenders.map((l) => (
          <LenderCard key={l.id} lender={l} />
        ))}
      </ul>
    </PanelSection>
  );
}

function LenderCard({ lender: l }: { lender: Lender }) {
  const heading = `lender-${l.id}`;
  return (
    <li aria-labelledby={heading} className="grid min-w-0 gap-3 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={heading} className="text-base font-semibold">
          {l.name}
        </h3>
        <Badge variant="secondary">{LENDER_TIER_LABELS[l.tier as LenderTier] ?? l.tier}</Badge>
        <Badge variant={l.active ? "success" : "muted"}>{l.active ? "Active" : "Inactive"}</Badge>
        <span className="ml-auto">
          <LenderActive id={l.id} name={l.name} active={l.active} />
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-foreground">Amounts</dt>
        <dd>
          {formatAud(l.minAmount)} to {formatAud(l.maxAmount)}
        </dd>
        <dt className="text-muted-foreground">Rates</dt>
        <dd>
          {formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)} p.a.
        </dd>
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby={`${heading}-rates`} className="grid min-w-0 content-start gap-1">
          <h4 id={`${heading}-rates`} className="font-medium">
            Rates (% p.a.)
          </h4>
          <LenderRates id={l.id} name={l.name} min={l.rateMinBps} max={l.rateMaxBps} />
        </section>
        <section aria-labelledby={`${heading}-commission`} className="grid min-w-0 content-start gap-1">
          <h4 id={`${heading}-commission`} className="font-medium">
            Commission
          </h4>
          <LenderCommission lender={l} />
        </section>
        <section aria-labelledby={`${heading}-submissions`} className="grid min-w-0 content-start gap-1">
          <h4 id={`${heading}-submissions`} className="font-medium">
            Submissions
          </h4>
          <LenderDriver id={l.id} name={l.name} driver={l.driver} submissionEmail={l.submissionEmail} />
        </section>
      </div>
      <details>
        <summary className="cursor-pointer font-medium">Lending rules</summary>
        <div className="pt-2">
          <LenderRules lender={l} />
        </div>
      </details>
    </li>
  );
}
