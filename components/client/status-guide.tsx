import { PanelSection } from "@/components/portal/panel-section";
import { clientStatusLabel, isApplicationStatus } from "@/lib/applications/status";
import type { ApplicationStatus } from "@/lib/applications/status";
import { PROMISES } from "@/lib/marketing/promises";
import { cn } from "@/lib/utils/cn";

/**
 * What each stage means and how long it usually takes (spec "Status guide"). Times come from the
 * status targets staff work to and the panel's decision times (lib/marketing/promises.ts, ADR 062).
 */
export const STATUS_GUIDE: readonly { status: ApplicationStatus; text: string }[] = [
  { status: "submitted", text: PROMISES.statusGuide.submitted },
  { status: "under_review", text: PROMISES.statusGuide.under_review },
  { status: "lender_matching", text: PROMISES.statusGuide.lender_matching },
  { status: "offers_presentation", text: "Compare your offers; nothing is agreed until you sign." },
  { status: "approved", text: "Funds usually arrive the same or next business day after you sign." },
  { status: "settled", text: "The funds have been paid." },
];

/** The client's status guide, with the application's current stage marked. */
export function StatusGuide({ status }: { status: string }) {
  const current = isApplicationStatus(status) ? status : null;
  return (
    <PanelSection id="status-guide-heading" title="Status guide">
      <dl className="mt-2 grid gap-2 text-sm">
        {STATUS_GUIDE.map((s) => (
          <div
            key={s.status}
            className={cn("rounded-md px-2 py-1", s.status === current && "bg-muted")}
            aria-current={s.status === current ? "step" : undefined}
          >
            <dt className="font-medium">
              {clientStatusLabel(s.status)}
              {s.status === current ? <span className="text-muted-foreground"> (you are here)</span> : null}
            </dt>
            <dd className="text-muted-foreground">{s.text}</dd>
          </div>
        ))}
      </dl>
    </PanelSection>
  );
}
