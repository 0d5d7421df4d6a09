"use client";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { RecordTable } from "@/components/portal/record-table";
import { SelectField } from "@/components/portal/select-field";
import { StatCard } from "@/components/shared/stat-card";
import { formatAud, formatAudCents, formatDate, formatMonth, formatPercent } from "@/lib/money/format";
import type { BrokerDashboard, LedgerRow } from "./types";

/** Commission Tracking: the totals, a statement per month (CSV or PDF) and the ledger. */
export function CommissionsTab({
  dashboard,
  ledger,
  currentMonth,
  splitBps,
}: {
  dashboard: BrokerDashboard;
  ledger: LedgerRow[];
  currentMonth: string;
  splitBps: number;
}) {
  const [month, setMonth] = useState(currentMonth);
  const months = useMemo(
    () =>
      Array.from(new Set([currentMonth, ...ledger.map((r) => r.earnedAt.slice(0, 7))]))
        .sort()
        .reverse(),
    [ledger, currentMonth],
  );
  return (
    <>
      <h2 className="text-xl font-semibold">Commission Tracking</h2>
      <p className="text-sm text-muted-foreground">
        Your split: {formatPercent(splitBps)} of the lender&apos;s commission. Statements use your{" "}
        <a className="underline" href="/partner/tax-details">
          tax details
        </a>
        . See your tier and the{" "}
        <a className="underline" href="/partner/agreement">
          partner agreement
        </a>
        .
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Earned" value={formatAud(dashboard.totalCommissions, { cents: true })} />
        <StatCard label="This Month" value={formatAud(dashboard.monthlyCommissions, { cents: true })} />
        <StatCard label="Average per Deal" value={formatAud(dashboard.averageCommission, { cents: true })} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          id="statement-month"
          label="Statement month"
          options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="w-40"
        />
        <Button asChild>
          <a href={`/api/broker/statement?month=${month}&format=csv`} download>
            Download Commission Statement
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`/api/broker/statement?month=${month}&format=pdf`} download>
            Download PDF
          </a>
        </Button>
      </div>
      <RecordTable
        caption="Commission ledger"
        rows={ledger}
        columns={[
          { key: "date", header: "Date", cell: (r) => formatDate(r.earnedAt) },
          { key: "type", header: "Type", cell: (r) => r.label },
          { key: "application", header: "Application", cell: (r) => `${r.applicationNumber} · ${r.businessName}` },
          {
            key: "paid",
            header: "Paid",
            cell: (r) => r.payment,
          },
          // Last, on its own, right-aligned with tabular figures so the amounts line up.
          {
            key: "amount",
            header: "Amount",
            cell: (r) => formatAudCents(r.amountCents),
            className: "text-right tabular-nums",
          },
        ]}
      />
    </>
  );
}
