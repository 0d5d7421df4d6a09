"use client";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { StatCard } from "@/components/shared/stat-card";
import { formatAud, formatAudCents, formatDate } from "@/lib/money/format";
import type { BrokerDashboard, LedgerRow } from "./types";

/** Commission Tracking: the totals, a statement per month (CSV or PDF) and the ledger. */
export function CommissionsTab({
  dashboard,
  ledger,
  currentMonth,
}: {
  dashboard: BrokerDashboard;
  ledger: LedgerRow[];
  currentMonth: string;
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
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Earned" value={formatAud(dashboard.totalCommissions, { cents: true })} />
        <StatCard label="This Month" value={formatAud(dashboard.monthlyCommissions, { cents: true })} />
        <StatCard label="Average per Deal" value={formatAud(dashboard.averageCommission, { cents: true })} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="statement-month">Statement month</Label>
          <NativeSelect id="statement-month" value={month} onChange={(e) => setMonth(e.target.value)} className="w-40">
            {months.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
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
      <Table>
        <caption className="sr-only">Commission ledger</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Application</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Paid</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ledger.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{formatDate(r.earnedAt)}</TableCell>
              <TableCell className="capitalize">{r.kind}</TableCell>
              <TableCell>
                {r.applicationNumber} · {r.businessName}
              </TableCell>
              <TableCell className="text-right">{formatAudCents(r.amountCents)}</TableCell>
              <TableCell>{r.paid ? `Paid ${r.paidAt ? formatDate(r.paidAt) : ""}` : "Unpaid"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
