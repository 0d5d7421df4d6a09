import { expect, test } from "@playwright/test";
import * as claims from "../../lib/lenders/rate-claims";
import { calculatorSetup } from "../../lib/marketing/calculator-setup";
import { LENDER_PANEL } from "../../lib/lenders/panel-data";
import { instantQuote, instantQuotePanel } from "../../lib/matching/instant-quote";
import {
  PRODUCT_CALCULATORS,
  amortisedRepayment,
  drawnInterestMonthlyCents,
  formatRate,
} from "../../lib/money/calculators";
import { formatAudCents } from "../../lib/money/format";

/** Every "from X%" a page shows (a deposit is not a rate). */
async function rateClaims(page: import("@playwright/test").Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(/(?<!deposit )from (\d+(?:\.\d+)?)%/gi)].map((m) => `${m[1]}%`);
}

test("the landing, pricing and product pages show the same panel-derived numbers (ADR 018)", async ({ page }) => {
  await page.goto("/");
  // The instant quote: the panel's best quote for its assumed business (ADR 064), not a fixed rate.
  const quote = instantQuote(instantQuotePanel(LENDER_PANEL), {
    amount: 250_000,
    annualRevenue: 1_500_000,
    termMonths: 24,
  });
  await expect(page.getByTestId("landing-rate")).toHaveText(formatRate(quote.best!.rateBps));
  await expect(page.getByTestId("landing-assumptions")).toContainText(quote.basis);
  await expect(page.getByTestId("representative-example")).toHaveText(claims.representativeExampleText());
  const rates = page.locator("#rates");
  for (const tier of ["prime", "near_prime", "alt_doc"] as const)
    await expect(
      rates.getByRole("cell", { name: claims.rateRange(claims.tierRateBand(tier)), exact: true }),
    ).toBeVisible();
  await expect(rates.getByRole("cell", { name: claims.TRADITIONAL_LENDER_APPROVAL, exact: true })).toHaveCount(3);

  await page.goto("/pricing");
  await expect(page.getByText(claims.representativeExampleText())).toBeVisible();
  const pricing = await rateClaims(page);
  expect(pricing.length).toBeGreaterThanOrEqual(6);
  for (const claim of pricing)
    expect(Number.parseFloat(claim) * 100).toBeGreaterThanOrEqual(claims.PANEL_RATE_BAND.minBps);
  await expect(
    page.getByText(`From ${formatRate(claims.productRateBand("line_of_credit").minBps)}`).first(),
  ).toBeVisible();

  await page.goto("/products/line-of-credit");
  // The stats and the comparison both say it, and both say the same.
  const lineOfCredit = await rateClaims(page);
  expect(lineOfCredit.length).toBeGreaterThanOrEqual(2);
  expect(new Set(lineOfCredit)).toEqual(new Set([formatRate(claims.productRateBand("line_of_credit").minBps)]));
  await expect(page.getByRole("cell", { name: claims.TRADITIONAL_LENDER_APPROVAL, exact: true }).first()).toBeVisible();

  // A product page's calculator: the money module's repayment at its product's lowest panel rate over
  // the panel's terms for it (ADR 062, 064).
  await page.goto("/products/cash-flow");
  const cashFlow = calculatorSetup("cash-flow");
  await expect(page.getByTestId("cash-flow-monthly")).toHaveText(
    formatAudCents(
      amortisedRepayment(PRODUCT_CALCULATORS["cash-flow"].amount.default, cashFlow.rate.minBps, cashFlow.term.default)
        .monthlyCents,
    ),
  );
  const cashFlowTerm = page.getByRole("slider", { name: "Term (months)" });
  await expect(cashFlowTerm).toHaveAttribute("min", String(cashFlow.term.min));
  await expect(cashFlowTerm).toHaveAttribute("max", String(cashFlow.term.max));

  // The line of credit: interest on the drawn balance, not an amortising loan.
  await page.goto("/products/line-of-credit");
  await expect(page.getByTestId("line-of-credit-monthly")).toHaveText(
    formatAudCents(
      drawnInterestMonthlyCents(
        PRODUCT_CALCULATORS["line-of-credit"].amount.default,
        calculatorSetup("line-of-credit").rate.minBps,
      ),
    ),
  );
  await expect(page.getByTestId("line-of-credit-monthly-assumptions")).toContainText(
    "interest only, on the drawn balance",
  );

  await page.goto("/working-capital");
  await expect(page.getByTestId("wc-monthly-assumptions")).toContainText("At 7.9% p.a. over 12 months, amortising");
  await expect(page.getByTestId("wc-monthly")).toHaveText("$21,735.55");
});
