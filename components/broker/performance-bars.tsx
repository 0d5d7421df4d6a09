"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMonth } from "@/lib/money/format";

export type PerformanceMonth = { month: string; referrals: number; settlements: number };

/** "2026-11" → "Nov 26" (the axis); the tooltip shows the whole month. */
const shortMonth = (key: string) => formatMonth(key).replace(/^(\w{3})\w* \d{2}(\d{2})$/, "$1 $2");

/**
 * The recharts drawing of the broker's performance (ADR 029). Loaded only when the Performance tab
 * shows; named as one image for assistive technology, which reads the table beside it for the figures.
 */
export default function PerformanceBars({ months }: { months: PerformanceMonth[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={months} margin={{ top: 16, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
        <XAxis dataKey="month" tickFormatter={shortMonth} tick={{ fontSize: 12, fill: "#475569" }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
        <Tooltip labelFormatter={(m) => formatMonth(String(m))} cursor={{ fill: "#f1f5f9" }} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar dataKey="referrals" name="Referrals" fill="#0b2545" radius={[4, 4, 0, 0]} label={labelFor} />
        <Bar dataKey="settlements" name="Settlements" fill="#0f766e" radius={[4, 4, 0, 0]} label={labelFor} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Values above the bars (none for zero, to keep empty months quiet). */
const labelFor = {
  position: "top" as const,
  fontSize: 11,
  fill: "#0f172a",
  formatter: (v: unknown) => (v ? String(v) : ""),
};
