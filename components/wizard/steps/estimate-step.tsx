"use client";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FactList } from "@/components/portal/panel-section";
import { LenderMonogram } from "@/components/shared/lender-monogram";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { creditProfileLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { wizardEstimate } from "@/lib/lenders/rate-claims";
import { WIZARD_ESTIMATE_NOTE } from "@/lib/money/calculators";
import { formatAud, formatAudCents, formatPercent } from "@/lib/money/format";
import type { WizardForm } from "../wizard-values";

function Quotes({ result }: { result: SubmissionResult | null }) {
  if (result && result.topMatches.length > 0)
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        {result.topMatches.map((m) => (
          <Card key={m.lenderName}>
            <CardHeader>
              <CardTitle as="h4" className="flex items-center gap-2 text-base">
                <LenderMonogram name={m.lenderName} size={32} decorative />
                {m.lenderName}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              <p>
                Rate: <strong>{formatPercent(m.rateBps)} p.a.</strong>
              </p>
              <p>Repayment: {formatAudCents(m.monthlyRepaymentCents)}/month</p>
              <p>Establishment fee: {formatAudCents(m.establishmentFeeCents)}</p>
              <p>Total cost: {formatAudCents(m.totalCostCents)}</p>
              <p>
                Up to {formatAud(m.upToAmount)} · {m.speedHours} hrs
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
    );
  return (
    <div className="rounded-lg border border-border p-4 text-sm">
      <p className="font-medium">No lender on our panel matches these answers yet.</p>
      {result?.reasons.length ? (
        <ul className="mt-2 list-disc pl-5">
          {result.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2">Our team will still review your application and call you about other options.</p>
    </div>
  );
}

/** Step 11: the repayment estimate, the answers, and the indicative quotes the server returned. */
export function EstimateStep({
  form,
  result,
  onNext,
}: {
  form: WizardForm;
  result: SubmissionResult | null;
  onNext: () => void;
}) {
  const a = useWatch({ control: form.control });
  const amount = a.amount ?? 0;
  const term = a.term ?? 0;
  const estimate = wizardEstimate(amount, term, result?.topMatches[0]?.rateBps);
  const rows: [string, React.ReactNode][] = [
    ["Business", a.companyName],
    ["Purpose", purposeLabel(a.purpose ?? "")],
    ["Amount", formatAud(amount)],
    ["Term", `${term} months`],
    ["Monthly turnover", formatAud(a.monthlyTurnover ?? 0)],
    ["Credit profile", creditProfileLabel(a.creditProfile ?? "")],
    ["Time in business", timeInBusinessLabel(a.timeInBusiness ?? "")],
  ];
  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Estimated repayments</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <p>
            Monthly repayment:{" "}
            <strong className="text-xl" data-testid="estimate-monthly">
              {formatAudCents(estimate.repayment.monthlyCents)}
            </strong>
          </p>
          <p>
            Total repayable: {formatAudCents(estimate.repayment.totalRepayableCents)} over {term} months
          </p>
          <p className="text-xs text-muted-foreground" data-testid="estimate-assumptions">
            {estimate.assumptions} {WIZARD_ESTIMATE_NOTE}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Application summary</CardTitle>
        </CardHeader>
        <CardContent>
          <FactList variant="rows" facts={[["Application", result?.applicationNumber, "font-mono"], ...rows]} />
        </CardContent>
      </Card>
      <section aria-labelledby="quotes-heading" className="grid gap-2">
        <h3 id="quotes-heading" className="text-lg font-semibold">
          Your indicative quotes
        </h3>
        <Quotes result={result} />
        <p className="text-xs text-muted-foreground">
          {result ? `${result.matchedLenders} of ${result.panelSize} lenders matched. ` : ""}Indicative quotes only, not
          an offer of credit; final terms follow the lender&apos;s assessment.
        </p>
      </section>
      <Button onClick={onNext}>View Lenders</Button>
    </div>
  );
}
