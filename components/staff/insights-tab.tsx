import { TitledCard } from "@/components/portal/titled-card";
import type { StaffPortalProps } from "./staff-portal";

/** AI Insights: the latest assessments, the score spread and how the scorecard works. */
export function InsightsTab({ insights }: { insights: StaffPortalProps["insights"] }) {
  const total = insights.distribution.low + insights.distribution.medium + insights.distribution.high;
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
          <dl className="grid gap-2 px-6 pb-6 text-sm">
            {(
              [
                ["Low Risk (below 30)", insights.distribution.low],
                ["Medium Risk (30-69)", insights.distribution.medium],
                ["High Risk (70+)", insights.distribution.high],
                ["Not assessed", insights.distribution.unassessed],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="grid grid-cols-[10rem_1fr_3rem] items-center gap-2">
                <dt>{label}</dt>
                <dd
                  aria-hidden
                  className="h-3 rounded bg-primary"
                  style={{ width: `${total ? Math.max(2, (n / Math.max(total, 1)) * 100) : 2}%` }}
                />
                <dd>{n}</dd>
              </div>
            ))}
          </dl>
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
