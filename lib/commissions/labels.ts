/** Commission ledger rows in people's words (issue 18 item 7): no raw kind or period on any screen or statement. */
import { formatMonth } from "@/lib/money/format";

/** "Upfront", "Trail for November 2026", "Clawback" (a period that is not a month is left out). */
export function commissionLabel(kind: string, period?: string | null): string {
  if (kind === "upfront") return "Upfront";
  if (kind === "clawback") return "Clawback";
  if (kind === "trail") return period && /^\d{4}-\d{2}$/.test(period) ? `Trail for ${formatMonth(period)}` : "Trail";
  return kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, " ");
}
