import type { listLenders } from "@/lib/admin";
import { humanize } from "@/lib/applications/vocab";
import { formatAud, formatAudCents, formatPercent } from "@/lib/money/format";

type Lender = Awaited<ReturnType<typeof listLenders>>[number];

const SECURITY: Record<string, string> = {
  gsa: "general security agreement",
  asset: "the financed equipment",
  property: "mortgage over property",
};

/**
 * A lender's matching and serviceability rules, read-only (ADR 068): what it lends for, where, to
 * whom, against what, and its limits on bank data. They change through the lender API
 * (PATCH /api/admin/lenders/:id) and the panel file until the lender forms carry them.
 */
export function LenderRules({ lender: l }: { lender: Lender }) {
  const security =
    l.securityKind === "asset"
      ? `Secured by ${SECURITY.asset}`
      : l.securedFromAmount == null
        ? "Unsecured"
        : `From ${formatAud(l.securedFromAmount)}: ${SECURITY[l.securityKind] ?? l.securityKind}`;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
      <dt className="text-muted-foreground">Products</dt>
      <dd>{l.products.map(humanize).join(", ")}</dd>
      <dt className="text-muted-foreground">States</dt>
      <dd>{l.states.length ? l.states.join(", ") : "All"}</dd>
      <dt className="text-muted-foreground">Entities</dt>
      <dd>{l.entityTypes.length ? l.entityTypes.map(humanize).join(", ") : "All"}</dd>
      <dt className="text-muted-foreground">Security</dt>
      <dd>{security}</dd>
      <dt className="text-muted-foreground">Serviceability</dt>
      <dd>
        Repayments at most {formatPercent(l.maxRepaymentShareBps)} of inflows; average balance at least{" "}
        {formatAudCents(l.minAverageBalanceCents)}; at most {l.maxDishonours90d} dishonours in 90 days
      </dd>
    </dl>
  );
}
