import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Issue #37 item 1 and 2: no path leaves an applicant unable to fix an answer (a mistyped ABN is
// caught and fixed where it is typed; every answer is editable from the summary on step 9, and the
// matches follow the edit), and the company search is a list chosen from by keyboard.

const MISTYPED_ABN = "51 824 753 557"; // the checksum is off by one
const CHECKSUM_MESSAGE = "This ABN's check digits don't add up — please check it";

/** Steps 1 to 6 with the spec's answers; ends on step 7. */
async function toCompanyStep(page: Page) {
  await page.goto("/application");
  await page.getByRole("button", { name: "Business Growth" }).click();
  await expect(page.getByText("Step 2 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "36 months" }).click();
  await expect(page.getByText("Step 4 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Good (650-749)" }).click();
  await page.getByRole("button", { name: "5y+" }).click();
  await expect(page.getByRole("heading", { name: "Find your company" })).toBeVisible();
}

/** The page's axe violations at the WCAG levels the marketing walk checks. */
async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return axe.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}

async function submitContact(page: Page, email: string) {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Nguyen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400123456");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "View Quotes" }).click();
  await expect(page.getByRole("heading", { name: "Your loan estimate" })).toBeVisible();
}

test("a mistyped ABN is caught where it is typed, fixed in place, and the application submits", async ({ page }) => {
  test.setTimeout(120_000);
  await toCompanyStep(page);
  await page.getByRole("button", { name: "Enter company details manually" }).click();
  await page.getByLabel("Company name").fill("Lee Bakery");
  const abn = page.getByLabel("ABN (optional)");
  await abn.fill(MISTYPED_ABN);
  await abn.blur();
  await expect(page.getByText(CHECKSUM_MESSAGE)).toBeVisible();
  await expect(abn).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Find your company" })).toBeVisible(); // not past it
  await expect(abn).toBeFocused();
  expect(await axeViolations(page)).toEqual([]); // the field's message
  await abn.fill("51 824 753 556");
  await expect(page.getByText(CHECKSUM_MESSAGE)).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible({ timeout: 15_000 });

  // Step 7 stays in reach: Previous from step 9 (past the animation), and the address.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { name: "Find your company" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Your company" })).toContainText("ABN 51 824 753 556");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Unlock My Quotes" }).click();
  await expect(page.getByText("Step 10 of 11")).toBeVisible();
  await page.goto("/application?step=7");
  await expect(page.getByRole("heading", { name: "Find your company" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Unlock My Quotes" }).click();

  await submitContact(page, `abn.${Date.now()}@example.com`);
  const summary = page.getByRole("main");
  await expect(summary).toContainText("Lee Bakery");
});

test("an answer edited from the summary changes the quotes", async ({ page }) => {
  test.setTimeout(120_000);
  await toCompanyStep(page);
  await page.getByRole("button", { name: "Enter company details manually" }).click();
  await page.getByLabel("Company name").fill("Lee Bakery");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole("region", { name: "Your answers" });
  await expect(summary).toContainText("$50,000"); // the default monthly turnover
  // The teaser: how many lenders match and each locked card's 'Up to' amount and decision time.
  const teaser = async () =>
    [
      await page.getByText(/of our \d+ lenders match/).textContent(),
      ...(await page.getByLabel(/^Locked lender/).allTextContents()),
    ].join(" | ");
  await expect(page.getByLabel("Locked lender 1")).toContainText("Up to");
  const before = await teaser();
  expect(await axeViolations(page)).toEqual([]); // the summary and its Edit buttons

  await summary.getByRole("button", { name: "Edit monthly turnover" }).click();
  await expect(page.getByRole("heading", { name: "What is your monthly turnover?" })).toBeFocused();
  await page.getByRole("slider").focus();
  await page.keyboard.press("Home"); // $10,000 a month: lenders' caps and turnover rules follow it
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // Back on the summary step, not on step 5: matching has run again for the new turnover.
  await expect(page.getByText("Step 9 of 11")).toBeVisible();
  await expect(summary).toContainText("$10,000");
  await expect(page.getByText(/of our \d+ lenders match/)).toBeVisible();
  await expect.poll(teaser).not.toBe(before);

  await summary.getByRole("button", { name: "Edit term" }).click();
  await page.getByRole("button", { name: "60 months" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible(); // the choice's auto-advance comes back too
  await expect(summary).toContainText("60 months");
});

test("the company search is chosen from its list by keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  await toCompanyStep(page);
  const search = page.getByRole("combobox", { name: "Company name or ABN" });
  await search.fill("Harbour");
  const list = page.getByRole("listbox", { name: "Matching businesses" });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("option", { name: /Harbour View Bakery/ })).toContainText(
    /ABN \d{2} \d{3} \d{3} \d{3} · Australian Private Company · NSW/,
  );
  await expect(list.getByRole("option", { name: "None of these — enter my details manually" })).toBeVisible();
  // Nothing is chosen while typing.
  await expect(page.getByRole("group", { name: "Your company" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await search.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  expect(await axeViolations(page)).toEqual([]); // the open combobox and its listbox
  await expect(search).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await search.press("Escape");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const name = (await first.locator("span").first().textContent())!;
  await search.press("Enter");
  const card = page.getByRole("group", { name: "Your company" });
  await expect(card).toBeFocused();
  await expect(card).toContainText(name);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
});
