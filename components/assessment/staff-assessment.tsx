import { Badge } from "@/components/ui/badge";
import { PanelSection } from "@/components/portal/panel-section";
import type { BankTransaction } from "@/lib/assessment";
import type { StaffAssessment } from "@/lib/checks/assessment";
import { formatAud, formatAudCents, formatDate, formatDateTime } from "@/lib/money/format";
import { BalanceLine, InflowBars } from "./charts";
import { StaffChecks } from "./staff-checks";
import { SimpleTable } from "./table";

/**
 * The staff Assessment section (issue 33 item 4), a server component rendered by the staff page for
 * the open application: bank analysis with its charts, flags with the transactions behind them,
 * existing lenders, bureau, identity, screening and PPSR results, and serviceability per matched
 * lender. Evidence advises; staff decide. Nothing pending is read as a result.
 */
const pct = (bps: number | null) => (bps === null ? "—" : `${Math.round(bps / 100)}%`);
const SEVERITY = { serious: "destructive", warning: "warning", info: "muted" } as const;
const OUTCOME = { pass: "success", cap: "warning", decline: "destructive", refer: "muted" } as const;

function Transactions({ list, caption }: { list: { items: BankTransaction[]; total: number }; caption: string }) {
  if (!list.total) return null;
  return (
    <SimpleTable
      caption={list.total > list.items.length ? `${caption} (latest ${list.items.length} of ${list.total})` : caption}
      captionClassName="font-normal text-muted-foreground"
      head={["Date", "Description", "Amount"]}
      rows={list.items.map((t) => ({
        key: t.id,
        cells: [formatDate(`${t.date}T12:00:00Z`), t.description, formatAudCents(t.amountCents)],
      }))}
    />
  );
}

function BankSection({ a }: { a: StaffAssessment }) {
  const pending = a.connections.filter((c) => c.status === "pending" || c.status === "connected");
  const failed = a.connections.filter((c) => c.status === "failed");
  const notes = (
    <>
      {pending.length ? (
        <p role="status" className="text-sm">
          <Badge variant="warning">Check pending</Badge> Bank data from a connection is still being fetched
          {pending.some((c) => c.attempts > 0) ? " (the provider did not answer; retrying)" : ""}. Nothing is decided on
          it until it arrives.
        </p>
      ) : null}
      {failed.map((c) => (
        <p key={c.id} className="text-sm">
          <Badge variant="destructive">Connection failed</Badge> {c.failure ?? "The provider refused the connection."}
        </p>
      ))}
      {a.analysisBehind ? (
        <p className="text-sm">
          A newer statement is being analysed; the figures below are from{" "}
          {a.computedAt ? formatDateTime(a.computedAt) : "earlier data"}.
        </p>
      ) : null}
    </>
  );
  const x = a.analysis;
  if (!x)
    return (
      <PanelSection id="bank-analysis-heading" title="Bank analysis" className="grid gap-2">
        {notes}
        <p className="text-sm text-muted-foreground">
          No bank data yet: the owner has not connected an account or uploaded a statement that could be read.
        </p>
      </PanelSection>
    );
  return (
    <PanelSection id="bank-analysis-heading" title="Bank analysis" className="grid gap-3">
      {notes}
      <p className="text-sm">
        {formatDate(`${x.period.from}T12:00:00Z`)} to {formatDate(`${x.period.to}T12:00:00Z`)}: {x.transactionCount}{" "}
        transactions, {x.completeMonths} full months. Stated turnover {formatAud(a.loan.monthlyTurnover)} a month.
      </p>
      <SimpleTable
        caption="Key figures"
        head={["Figure", "Value"]}
        rows={[
          ["Average monthly trading inflows", formatAudCents(x.averageMonthlyInflow.cents)],
          ["Average monthly outflows", formatAudCents(x.averageMonthlyOutflow.cents)],
          [
            "Lowest month",
            x.lowestMonthInflow ? `${formatAudCents(x.lowestMonthInflow.cents)} (${x.lowestMonthInflow.month})` : "—",
          ],
          ["Excluded from inflows (own transfers, loans, refunds)", formatAudCents(x.excludedInflows.cents)],
          ["Average balance", x.balances ? formatAudCents(x.balances.averageCents) : "No balances in the data"],
          [
            "Lowest balance",
            x.balances
              ? `${formatAudCents(x.balances.lowestCents)} on ${formatDate(`${x.balances.lowestOn}T12:00:00Z`)}`
              : "—",
          ],
          ["Days below zero", x.balances ? String(x.balances.daysNegative) : "—"],
          ["Dishonours (last 90 days)", `${x.dishonours.count} (${x.dishonours.last90Days})`],
          ["Existing lender repayments a month", formatAudCents(x.existingLenderMonthly.cents)],
          [
            "ATO payments",
            `${formatAudCents(x.ato.payments.cents)} in ${x.ato.count} payments${x.ato.paymentPlan ? "; payment plan" : ""}`,
          ],
          [
            "Revenue trend",
            `${x.revenue.trend}${x.revenue.seasonal ? ", seasonal" : ""} (${pct(x.revenue.changePerMonthBps)} a month)`,
          ],
        ].map(([k, v]) => ({ key: k!, cells: [k, v] }))}
      />
      <InflowBars months={x.months} id="inflow-chart" />
      {a.balances ? (
        <BalanceLine points={a.balances} id="balance-chart" />
      ) : (
        <p className="text-sm">No balance line: the data carries no balances.</p>
      )}
      <PanelSection id="flags-heading" title="Flags" className="grid gap-2">
        {a.flags.length === 0 ? <p className="text-sm">No flags.</p> : null}
        <ul className="grid gap-3">
          {a.flags.map((f) => (
            <li key={f.code} className="grid gap-1 rounded-md border border-border p-2">
              <p className="text-sm">
                <Badge variant={SEVERITY[f.severity]}>{f.severity}</Badge> {f.text}
              </p>
              <Transactions list={f.transactions} caption={`Transactions behind: ${f.text}`} />
            </li>
          ))}
        </ul>
      </PanelSection>
      {a.lenders.length ? (
        <SimpleTable
          caption="Existing lenders seen in the bank data"
          head={["Lender", "Frequency", "A month", "Last paid", "Active"]}
          rows={a.lenders.map((l) => ({
            key: l.lender,
            cells: [
              l.lender,
              l.frequency,
              formatAudCents(l.monthlyCents),
              formatDate(`${l.lastPaidOn}T12:00:00Z`),
              l.active ? "Yes" : "Repaid",
            ],
          }))}
        />
      ) : null}
    </PanelSection>
  );
}

function Serviceability({ a }: { a: StaffAssessment }) {
  return (
    <PanelSection id="serviceability-heading" title="Serviceability per matched lender" className="grid gap-2">
      {a.serviceability.length === 0 ? (
        <p className="text-sm text-muted-foreground">No lenders matched yet.</p>
      ) : (
        <SimpleTable
          caption={`${formatAud(a.loan.loanAmount)} over ${a.loan.termMonths} months, tested against each lender's rule`}
          head={["Lender", "Rule", "Repayment", "Share of inflows", "Outcome", "Reasons"]}
          rows={a.serviceability.map((s) => ({
            key: s.lender,
            cells: [
              s.lender,
              `≤ ${pct(s.rule.maxRepaymentShareOfInflowsBps)} of inflows; avg balance ≥ ${formatAudCents(s.rule.minAverageBalanceCents)}; ≤ ${s.rule.maxDishonours90d} dishonours in 90 days`,
              formatAudCents(s.result.proposedMonthlyCents),
              pct(s.result.totalShareBps),
              <Badge key="o" variant={OUTCOME[s.result.outcome]}>
                {s.result.outcome === "cap" && s.result.maxAmount
                  ? `cap at ${formatAud(s.result.maxAmount)}`
                  : s.result.outcome}
              </Badge>,
              s.result.reasons.join(" "),
            ],
          }))}
        />
      )}
      <p className="text-xs text-muted-foreground">
        Rules by lender tier until lenders carry their own. The evidence advises; staff decide.
      </p>
    </PanelSection>
  );
}

export function StaffAssessmentSection({ assessment }: { assessment: StaffAssessment }) {
  return (
    <PanelSection id="assessment-heading" title="Assessment" className="grid gap-4 rounded-md border border-border p-3">
      <BankSection a={assessment} />
      <StaffChecks checks={assessment.checks} />
      <Serviceability a={assessment} />
    </PanelSection>
  );
}
