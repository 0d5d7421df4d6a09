import "server-only";
import { statementRow } from "./statement-rows";
import type { ParsedStatement } from "./statements/types";
import type { BankTransaction } from "./types";

// A synthetic business account (issue 33 item 3, ADR 068): one account, a year of card settlements
// and supplier payments at a given monthly turnover. The decision tests and the demo seed (files of
// owners who cannot sign in, whose bank data the demo says was provided) record it as an uploaded
// statement, so lenders read it exactly as they would a real one.

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Twelve whole months (Nov 2025 to Oct 2026) with `monthlyInflowCents` of trading inflows a month
 * (20 settlements), half of it paid out again, over an opening balance of `openingCents`.
 */
export function syntheticTransactions(monthlyInflowCents: number, openingCents = 2_000_000): BankTransaction[] {
  const out: BankTransaction[] = [];
  let balance = openingCents;
  const months = Array.from({ length: 12 }, (_, i) => ({ y: i < 2 ? 2025 : 2026, m: i < 2 ? 11 + i : i - 1 }));
  for (const { y, m } of months)
    for (let d = 1; d <= 20; d++) {
      const date = `${y}-${pad(m)}-${pad(d)}`;
      const credit = Math.round(monthlyInflowCents / 20);
      balance += credit;
      out.push({
        id: `c-${date}`,
        accountId: "acc-1",
        date,
        description: "SQUARE SETTLEMENT",
        amountCents: credit,
        balanceCents: balance,
        currency: "AUD",
      });
      const debit = -Math.round(credit / 2);
      balance += debit;
      out.push({
        id: `d-${date}`,
        accountId: "acc-1",
        date,
        description: "SUPPLIER PAYMENT",
        amountCents: debit,
        balanceCents: balance,
        currency: "AUD",
      });
    }
  return out;
}

/** Such an account's year as a parsed CBA statement (what an upload of it would give). */
export function syntheticStatement(monthlyInflowCents: number): ParsedStatement {
  return {
    format: "csv",
    bank: "CBA",
    account: { name: "Business Transaction Account", bsb: "062-000", maskedNumber: "••1234", currency: "AUD" },
    period: { from: "2025-11-01", to: "2026-10-31" },
    openingBalanceCents: null,
    closingBalanceCents: null,
    transactions: syntheticTransactions(monthlyInflowCents),
    warnings: [],
  };
}

/** The BankStatement row of such an account's year, as an uploaded CBA statement (ADR 068). */
export function syntheticStatementRow(
  applicationId: string,
  monthlyInflowCents: number,
  file: { fileName: string; sha256: string },
) {
  return statementRow(applicationId, syntheticStatement(monthlyInflowCents), { source: "upload", ...file });
}
