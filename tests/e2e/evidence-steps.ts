import { expect, type Page } from "@playwright/test";

/**
 * A CBA-style CSV export (no header; newest first: date, amount, description, balance) of a healthy
 * business account: twelve months to 31 Oct 2026 with `monthlyInflow` dollars of card settlements a
 * month over 28 days, two supplier payments a month and no other lender's repayments.
 */
export function healthyStatementCsv(monthlyInflow: number): string {
  const money = (n: number) =>
    `${n < 0 ? "-" : "+"}${Math.abs(n).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const pad = (n: number) => String(n).padStart(2, "0");
  const credit = Math.round((monthlyInflow / 28) * 100) / 100;
  const supplier = Math.round(monthlyInflow * 0.3);
  const rows: string[] = [];
  let balance = 40_000;
  for (let i = 0; i < 12; i++) {
    const year = i < 2 ? 2025 : 2026;
    const month = i < 2 ? 11 + i : i - 1;
    for (let day = 1; day <= 28; day++) {
      const date = `${pad(day)}/${pad(month)}/${year}`;
      balance += credit;
      rows.push(`${date},"${money(credit)}","EFTPOS SETTLEMENT ${year}${pad(month)}${pad(day)}","${money(balance)}"`);
      if (day === 5 || day === 20) {
        balance -= supplier;
        rows.push(`${date},"${money(-supplier)}","SUPPLIER PAYMENT WHOLESALE","${money(balance)}"`);
      }
    }
  }
  return `${rows.reverse().join("\n")}\n`;
}

/**
 * Lenders decide on bank data (issue 33, ADR 068): the owner uploads a statement in the portal, and
 * it is read in place.
 */
export async function ownerUploadsStatement(owner: Page, applicationId: string, monthlyInflow: number) {
  await owner.goto(`/client/applications/${applicationId}`);
  const bank = owner.getByRole("region", { name: "Your bank data" });
  await bank.getByLabel(/^Statement file/).setInputFiles({
    name: "business-account.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(healthyStatementCsv(monthlyInflow)),
  });
  await bank.getByRole("button", { name: "Upload statement" }).click();
  await expect(bank.getByText("Statement read")).toBeVisible();
}
