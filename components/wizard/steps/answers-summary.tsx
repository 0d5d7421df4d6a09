import { Button } from "@/components/ui/button";
import { formatAbn } from "@/lib/abr/abn";
import { creditProfileLabel, purposeLabel, timeInBusinessLabel } from "@/lib/applications/vocab";
import { formatAud } from "@/lib/money/format";
import type { WizardValues } from "../wizard-values";

/** One summarised answer: its label (also the Edit button's name), how it reads, and the step that asks it. */
export interface SummaryRow {
  label: string;
  value: string;
  step: number;
}

/** The answers steps 9 and 10 summarise, in the order the wizard asked them (issue #37). */
export function summaryRows(v: WizardValues): SummaryRow[] {
  const company = v.companyName.trim()
    ? `${v.companyName.trim()}${v.abnNumber ? ` (ABN ${formatAbn(v.abnNumber)})` : ""}`
    : "—";
  return [
    { label: "Purpose", value: purposeLabel(v.purpose), step: 1 },
    { label: "Amount", value: formatAud(v.amount), step: 2 },
    { label: "Term", value: `${v.term} months`, step: 3 },
    { label: "Monthly turnover", value: formatAud(v.monthlyTurnover), step: 4 },
    { label: "Credit profile", value: creditProfileLabel(v.creditProfile), step: 5 },
    { label: "Time in business", value: timeInBusinessLabel(v.timeInBusiness), step: 6 },
    { label: "Company", value: company, step: 7 },
  ];
}

/**
 * 'Your answers' on steps 9 and 10: every answer so far, each with 'Edit' (named 'Edit amount' and
 * so on for screen readers), which opens its step; that step's Continue comes back here, and the
 * matches are previewed again for the new answers.
 */
export function AnswersSummary({ values, onEdit }: { values: WizardValues; onEdit: (step: number) => void }) {
  return (
    <section aria-labelledby="answers-summary" className="grid gap-2 rounded-lg border border-border p-4">
      <h3 id="answers-summary" className="font-semibold">
        Your answers
      </h3>
      <dl className="grid gap-1 text-sm">
        {summaryRows(values).map((row) => (
          <div key={row.label} className="flex flex-wrap items-center justify-between gap-x-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="ml-auto flex items-center gap-2 font-medium">
              <span>{row.value}</span>
              <Button variant="link" size="sm" className="px-2" onClick={() => onEdit(row.step)}>
                Edit<span className="sr-only"> {row.label.toLowerCase()}</span>
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
