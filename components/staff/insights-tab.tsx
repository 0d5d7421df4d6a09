"use client";
import dynamic from "next/dynamic";
import { TitledCard } from "@/components/portal/titled-card";
import type { StaffPortalProps } from "./staff-portal";

// recharts is downloaded only when this tab is shown (Radix mounts a tab's content when it opens).
const RiskDistributionBars = dynamic(() => import("./risk-distribution-bars"), {
  ssr: false,
  loading: () => <div className="h-[220px] animate-pulse rounded-lg bg-muted" />,
});

/** AI Insights: the latest assessments, the score spread and how the scorecard works. */
export function InsightsTab({ insights }: { insights: StaffPortalProps["insights"] }) {
  const bands: [string, number, string][] = [
    ["Low Risk (below 30)", insights.distribution.low, "#15803d"],
    ["Medium Risk (30-69)", insights.distribution.medium, "#b45309"],
    ["High Risk (70+)", insights.distribution.high, "#b91c1c"],
    ["Not assessed", insights.distribution.unassessed, "#64748b"],
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">AI Insights</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard title="Recently assessed">
          <ul className="grid gap-2 px-6 pb-6 text-sm">
            {insights.recent.length === 0 ? <li className="text-muted-foreground">No assessments yet.</li> : null}
            {insights.recent.map((r) => (
              <li key={r.id} className="flex justify-between gap-2">
                <span>{r.businessName}</span>
                <span>
                  {r.aiRiskScore}/100 · {r.aiRiskCategory}
                </span>
              </li>
            ))}
          </ul>
        </TitledCard>
        <TitledCard title="Score distribution">
          <div className="grid gap-2 px-6 pb-6 text-sm">
            <div role="img" aria-label="Score distribution as a bar chart (the figures follow)">
              <RiskDistributionBars
                bands={bands.map(([label, count, colour]) => ({ label: label.replace(/ \(.*\)$/, ""), count, colour }))}
              />
            </div>
            <dl className="grid gap-1">
              {bands.map(([label, n]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt>{label}</dt>
                  <dd className="tabular-nums">{n}</dd>
                </div>
              ))}
            </dl>
          </div>
        </TitledCard>
      </div>
      <TitledCard
        title="How the assessment works"
        description={
          <>
            &apos;AI Assess&apos; runs a transparent points scorecard over the application&apos;s facts: credit profile,
            time in business, the loan against a year&apos;s turnover, term, industry and purpose. Each factor&apos;s
            points are shown in the panel, the total is a 0-100 risk score (below 30 Low, 30-69 Medium, 70+ High), and
            the recommendation only advises: staff make every decision.
          </>
        }
      />
    </>
  );
}
