"use client";
import dynamic from "next/dynamic";
import { formatMonth } from "@/lib/money/format";
import type { PerformanceMonth } from "./performance-bars";

// recharts is downloaded only when the Performance tab is shown (Radix mounts a tab's content when it opens).
const PerformanceBars = dynamic(() => import("./performance-bars"), {
  ssr: false,
  loading: () => <div className="h-[280px] animate-pulse rounded-lg bg-muted" />,
});

/** Monthly referrals and settlements: a chart with axes, values and tooltips, and the same figures as a table. */
export function PerformanceChart({ months }: { months: PerformanceMonth[] }) {
  return (
    <figure className="grid gap-2" aria-labelledby="perf-title">
      <figcaption id="perf-title" className="text-sm font-medium">
        Referrals and settlements per month, last 12 months
      </figcaption>
      <div
        role="img"
        aria-label="Referrals and settlements per month, as a bar chart (the figures are in the table that follows)"
        className="w-full max-w-3xl"
      >
        <PerformanceBars months={months} />
      </div>
      <table className="sr-only">
        <caption>Referrals and settlements per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Referrals</th>
            <th scope="col">Settlements</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month)}</th>
              <td>{m.referrals}</td>
              <td>{m.settlements}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
