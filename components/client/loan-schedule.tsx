"use client";
import { useEffect, useState } from "react";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { RecordTable } from "@/components/portal/record-table";
import { formatAud, formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import type { SettledLoanView, SettlementPanelView } from "@/lib/settlement/queries";

const CLOSED_WORDS: Record<string, string> = { repaid: "Repaid", defaulted: "In default" };

/** Loads the settled loan of an application (null until it has settled). */
export function useSettledLoan(applicationId: string, reload = 0) {
  const [loan, setLoan] = useState<SettledLoanView | null>(null);
  useEffect(() => {
    let live = true;
    void fetch(`/api/applications/${applicationId}/settlement`, { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<SettlementPanelView>) : null))
      .then((v) => live && setLoan(v?.loan ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [applicationId, reload]);
  return loan;
}

/**
 * The settled loan (issue 16 item 5): its terms, the next repayment and the amortisation table
 * (date, payment, interest, principal, balance), every figure from the money module on the server.
 */
export function LoanSchedule({ applicationId }: { applicationId: string }) {
  const loan = useSettledLoan(applicationId);
  return loan ? <LoanScheduleView loan={loan} /> : null;
}

export function LoanScheduleView({ loan, title = "Your settled loan" }: { loan: SettledLoanView; title?: string }) {
  const next = loan.nextPayment;
  return (
    <PanelSection id="loan-heading-settled" title={title} className="grid gap-2">
      <FactList
        facts={[
          ["Lender", loan.lenderName],
          ["Lender reference", loan.lenderReference],
          ["Settled on", formatDate(loan.settledOn)],
          ["Amount funded", formatAud(loan.amountFunded)],
          ["Term", `${loan.termMonths} months`],
          ["Interest rate", `${formatPercent(loan.interestRateBps)} a year`],
          ["Repayment", `${formatAudCents(loan.repaymentCents)} ${loan.frequencyLabel.toLowerCase()}`],
          [
            "Next payment",
            loan.closedReason
              ? `${CLOSED_WORDS[loan.closedReason] ?? loan.closedReason} on ${formatDate(loan.closedOn!)}`
              : next
                ? `${formatAudCents(next.paymentCents)} on ${formatDate(next.date)}`
                : "Paid out",
          ],
        ]}
      />
      {/* Scrolls on its own: focusable, so keyboard users can scroll it too. */}
      <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label="Repayment schedule">
        <RecordTable
          caption="Repayment schedule"
          rows={loan.schedule.map((r) => ({ ...r, id: String(r.number) }))}
          columns={[
            { key: "number", header: "No.", cell: (r) => r.number },
            { key: "date", header: "Date", cell: (r) => formatDate(r.date) },
            { key: "payment", header: "Payment", cell: (r) => formatAudCents(r.paymentCents), className: "text-right" },
            {
              key: "interest",
              header: "Interest",
              cell: (r) => formatAudCents(r.interestCents),
              className: "text-right",
            },
            {
              key: "principal",
              header: "Principal",
              cell: (r) => formatAudCents(r.principalCents),
              className: "text-right",
            },
            { key: "balance", header: "Balance", cell: (r) => formatAudCents(r.balanceCents), className: "text-right" },
          ]}
        />
      </div>
    </PanelSection>
  );
}
