"use client";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type RiskBand = { label: string; count: number; colour: string };

/** The recharts drawing of the AI score spread (ADR 029); loaded only when the AI Insights tab shows. */
export default function RiskDistributionBars({ bands }: { bands: RiskBand[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={bands} margin={{ top: 16, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#475569" }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
        <Tooltip cursor={{ fill: "#f1f5f9" }} />
        <Bar
          dataKey="count"
          name="Applications"
          radius={[4, 4, 0, 0]}
          label={{ position: "top", fontSize: 11, fill: "#0f172a" }}
        >
          {bands.map((b) => (
            <Cell key={b.label} fill={b.colour} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
