import { expect, test } from "@playwright/test";
import * as claims from "../../lib/lenders/rate-claims";
import { PRODUCT_CALCULATORS, amortisedRepayment, formatRate } from "../../lib/money/calculators";
import { formatAudCents } from "../../lib/money/format";

/** Every "from X%" a page shows (a deposit is not a rate). */
async function rateClaims(page: import("@playwright/test").Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(/(?<!deposit )from (\d+(?:\.\d+)?)%/gi)].map((m) => `${m[1]}%`);
}

test("the landing, pricing and product pages show the same panel-derived numbers (ADR 018)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("landing-rate-from")).toHaveText(formatRate(claims.PANEL_RATE_BAND.minBps));
  await expect(page.getByTestId("landing-assumptions")).toContainText("At 11.9% p.a. over 24 months, amortising");
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

  // A product page's calculator: the money module's repayment at its product's lowest panel rate (ADR 062).
  await page.goto("/products/cash-flow");
  const cashFlow = PRODUCT_CALCULATORS["cash-flow"];
  await expect(page.getByTestId("cash-flow-monthly")).toHaveText(
    formatAudCents(
      amortisedRepayment(
        cashFlow.amount.default,
        claims.productRateBand("working_capital").minBps,
        cashFlow.term.default,
      ).monthlyCents,
    ),
  );

  await page.goto("/working-capital");
  await expect(page.getByTestId("wc-monthly-assumptions")).toContainText("At 7.9% p.a. over 12 months, amortising");
  await expect(page.getByTestId("wc-monthly")).toHaveText("$21,735.55");
});
