import { Badge } from "@/components/ui/badge";
import { STATUS_LEGEND, type StatusAudience } from "@/lib/applications/status-legend";
import { BADGE_VARIANT } from "./status-badge";

/**
 * 'What the statuses mean': a portal's status vocabulary, each name with its badge, what it means
 * and (for partners and staff) what the client sees for it, from the status module's legend
 * (lib/applications/status-views.ts, ADR 064). A native disclosure: no script, closed by default.
 */
export function StatusLegend({ audience }: { audience: StatusAudience }) {
  return (
    <details className="rounded-lg border border-border px-3 py-2 text-sm" data-testid={`status-legend-${audience}`}>
      <summary className="cursor-pointer font-medium">What the statuses mean</summary>
      <dl className="mt-2 grid gap-2">
        {STATUS_LEGEND[audience].map((e) => (
          <div key={e.label} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-baseline">
            <dt>
              <Badge variant={BADGE_VARIANT[e.tone]}>{e.label}</Badge>
            </dt>
            <dd className="text-muted-foreground">{e.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
