import { RecordTable } from "@/components/portal/record-table";
import type { listLenders } from "@/lib/admin";
import { formatAud, formatPercent } from "@/lib/money/format";
import { LenderActive, LenderRates, NewLenderForm } from "./admin-actions";
import { PanelSection } from "@/components/portal/panel-section";
import { LenderCommission } from "./lender-commission-form";
import { LenderDriver } from "./lender-driver";
import { LenderRules } from "./lender-rules";

/** Administration › Lender panel: add a lender, edit its rates, switch it on or off. */
export function LendersSection({ lenders }: { lenders: Awaited<ReturnType<typeof listLenders>> }) {
  return (
    <PanelSection
      id="lenders-heading"
      title="Lender panel"
      level="h2"
      className="grid gap-3"
      headingClassName="text-xl"
    >
      <NewLenderForm />
      <RecordTable
        caption="Lenders"
        rows={lenders}
        columns={[
          { key: "name", header: "Lender", cell: (l) => l.name },
          { key: "tier", header: "Tier", cell: (l) => l.tier },
          { key: "amounts", header: "Amounts", cell: (l) => `${formatAud(l.minAmount)}-${formatAud(l.maxAmount)}` },
          {
            key: "rates",
            header: "Rates (% p.a.)",
            cell: (l) => (
              <>
                <span className="sr-only">
                  {formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)}
                </span>
                <LenderRates id={l.id} name={l.name} min={l.rateMinBps} max={l.rateMaxBps} />
              </>
            ),
          },
          { key: "rules", header: "Lending rules", cell: (l) => <LenderRules lender={l} /> },
          { key: "commission", header: "Commission", cell: (l) => <LenderCommission lender={l} /> },
          {
            key: "driver",
            header: "Submissions",
            cell: (l) => <LenderDriver id={l.id} name={l.name} driver={l.driver} submissionEmail={l.submissionEmail} />,
          },
          { key: "status", header: "Status", cell: (l) => (l.active ? "Active" : "Inactive") },
          {
            key: "actions",
            header: "Actions",
            cell: (l) => <LenderActive id={l.id} name={l.name} active={l.active} />,
          },
        ]}
      />
    </PanelSection>
  );
}
