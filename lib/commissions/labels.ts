/** Commission ledger rows in people's words (issue 18 item 7): no raw kind or period on any screen or statement. */
import { formatDate, formatMonth } from "@/lib/money/client";

/** "Upfront", "Trail for November 2026", "Clawback" (a period that is not a month is left out). */
export function commissionLabel(kind: string, period?: string | null): string {
  if (kind === "upfront") return "Upfront";
  if (kind === "clawback") return "Clawback";
  if (kind === "trail") return period && /^\d{4}-\d{2}$/.test(period) ? `Trail for ${formatMonth(period)}` : "Trail";
  return kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, " ");
}

/**
 * A ledger line's payment in words (issue 35 item 2): "Paid 28 Nov 2026, run PR-0007"; before that
 * "Awaiting lender payment" while a pay-on-receipt lender's money has not arrived, else "Unpaid".
 */
export function paymentLabel(line: {
  paid: boolean;
  paidAt: Date | string | null;
  payableAt: Date | string | null;
  payoutReference?: string | null;
}): string {
  if (line.paid) {
    const when = line.paidAt ? `Paid ${formatDate(line.paidAt)}` : "Paid";
    return line.payoutReference ? `${when}, run ${line.payoutReference}` : when;
  }
  return line.payableAt ? "Unpaid" : "Awaiting lender payment";
}
