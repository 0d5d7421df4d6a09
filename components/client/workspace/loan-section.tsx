import { FactList, PanelSection } from "@/components/portal/panel-section";
import type { ClientWorkspace } from "@/lib/applications/client-workspace";
import { formatAudCents, formatDate } from "@/lib/money/format";
import { LoanScheduleView } from "../loan-schedule";
import { Section } from "./section";

/**
 * 'Your loan' (issue #36 item 3), first once the application has settled: the next payment, the
 * schedule's balance (said to be the schedule's), the schedule itself and the loan documents.
 */
export function LoanSection({ ws }: { ws: ClientWorkspace }) {
  const loan = ws.loan!;
  const v = loan.view;
  const contract = ws.offers.contract;
  const next = v.nextPayment;
  return (
    <Section id="loan">
      <FactList
        variant="summary"
        facts={[
          [
            "Next payment",
            next && !v.closedReason ? `${formatAudCents(next.paymentCents)} on ${formatDate(next.date)}` : "None due",
          ],
          ["Balance after payments due to date", formatAudCents(loan.balance.balanceCents)],
          ["Repayments in total", formatAudCents(loan.repaymentsCents)],
          ...(loan.totalRepayableCents != null && loan.feesCents != null
            ? ([
                ["Fees", formatAudCents(loan.feesCents)],
                ["Total repayable under your contract", formatAudCents(loan.totalRepayableCents)],
              ] as [string, string][])
            : []),
          ["Lender", v.lenderName],
        ]}
      />
      <p className="text-sm text-muted-foreground">
        The balance is the repayment schedule&apos;s: every payment due before today counted as made (
        {loan.balance.paymentsDue} of {v.schedule.length}). Your lender&apos;s statements show what has actually been
        paid.
      </p>
      <LoanScheduleView loan={v} title="Repayment schedule" />
      <PanelSection id="loan-documents-heading" title="Loan documents">
        {contract && (contract.signedDocumentId || contract.documentId || contract.proposalDocumentId) ? (
          <ul className="mt-2 grid gap-1 text-sm">
            {contract.signedDocumentId ? (
              <li>
                <a className="underline" href={`/api/documents/${contract.signedDocumentId}`}>
                  Signed contract (PDF)
                </a>
              </li>
            ) : contract.documentId ? (
              <li>
                <a className="underline" href={`/api/documents/${contract.documentId}`}>
                  Contract (PDF)
                </a>
              </li>
            ) : null}
            {contract.proposalDocumentId ? (
              <li>
                <a className="underline" href={`/api/documents/${contract.proposalDocumentId}`}>
                  Credit proposal and offer summary (PDF)
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">Your lender keeps the loan documents for this loan.</p>
        )}
      </PanelSection>
    </Section>
  );
}
