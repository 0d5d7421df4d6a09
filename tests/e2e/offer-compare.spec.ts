import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { MOBILE } from "../../playwright.config";
import { pageAs } from "./fixtures";
import { escapeRegExp, expectOnlyAccepted } from "./offer-steps";

/**
 * Issue 36 item 2 (ADR 079): the owner compares four offers and accepts one with the keyboard only.
 * The seed gives the demo client's offers-ready file with four eligible lenders four offers (lib/db/seed-offers.ts,
 * DEMO_COMPARISON_LENDERS), mixing monthly, weekly and fortnightly repayments.
 *
 * Both tests run in the desktop project, the 390-wide one first: the mobile project walks its specs
 * after the whole desktop pass, when this file's offers (and the offers spec's) have been accepted.
 */

/** Opening an application: the one step that changes when the client's sheet becomes a page. */
async function openApplication(client: Page, applicationId: string) {
  await client.goto(`/client/applications/${applicationId}#offers`);
}

/** The signed-in client's application with four open offers. */
async function applicationWithFourOffers(client: Page) {
  const apps = (await (await client.request.get("/api/applications")).json()) as { id: string }[];
  for (const app of apps) {
    const res = await client.request.get(`/api/applications/${app.id}/offers`);
    if (!res.ok()) continue;
    const body = (await res.json()) as { offers: { status: string; disclosure: { lenderName: string } }[] };
    const open = body.offers.filter((o) => o.status === "open");
    if (open.length >= 4) return { id: app.id, lenders: open.map((o) => o.disclosure.lenderName) };
  }
  throw new Error("No application of the demo client has four open offers (is the comparison seed loaded?)");
}

/** axe finds nothing on the open application with its comparison (the tags portal-axe uses). */
async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")} ${v.help}`)).toEqual(
    [],
  );
}

const region = (client: Page) => client.getByRole("region", { name: "Your offers side by side" });
const table = (client: Page) => client.getByRole("table", { name: "Loan offers compared side by side" });

test.describe("at 390 wide", () => {
  test.use({ viewport: MOBILE });

  test("the owner sees one card per offer with the badges, under a summary that stays in view", async ({ browser }) => {
    const client = await pageAs(browser, "client");
    const ref = await applicationWithFourOffers(client);
    await openApplication(client, ref.id);
    const cards = client.getByTestId("offer-cards");
    await expect(cards.getByRole("article")).toHaveCount(4);
    await expect(region(client)).toBeHidden();
    for (const lender of ref.lenders) await expect(cards.getByRole("heading", { name: lender })).toBeVisible();
    await expect(cards.getByText("Lowest total cost").first()).toBeVisible();
    await expect(cards.getByText("Lowest APR").first()).toBeVisible();
    // Weekly and fortnightly repayments carry a monthly equivalent.
    await expect(cards.getByText(/^about \$[\d,]+\.\d\d a month$/).first()).toBeVisible();
    const summary = cards.getByTestId("offers-summary-line");
    await expect(summary).toHaveText(/^4 offers to compare · Lowest total cost: .+ · Lowest APR: .+%$/);
    // Scrolled to the last card, the summary is still at the top of the view.
    await cards
      .getByRole("article")
      .last()
      .getByRole("button", { name: /^Accept / })
      .scrollIntoViewIfNeeded();
    await expect(summary).toBeInViewport();
    await expectAxeClean(client);
    await client.context().close();
  });
});

test("at 1440 wide the owner compares four offers side by side and accepts one with the keyboard only", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await pageAs(browser, "client");
  const ref = await applicationWithFourOffers(client);
  await openApplication(client, ref.id);
  await expect(table(client)).toBeVisible();
  await expect(client.getByTestId("offer-cards")).toBeHidden();
  for (const lender of ref.lenders)
    await expect(
      table(client).getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(lender)}`) }),
    ).toBeVisible();
  await expect(table(client).getByText("Lowest total cost").first()).toBeVisible();
  await expect(table(client).getByText("Lowest APR").first()).toBeVisible();
  await expect(
    table(client)
      .getByText(/^about \$[\d,]+\.\d\d a month$/)
      .first(),
  ).toBeVisible();

  // The cheapest offer is the one to accept.
  const cheapest = table(client)
    .getByRole("columnheader")
    .filter({ has: client.getByText("Lowest total cost", { exact: true }) })
    .first();
  const headerText = (await cheapest.textContent()) ?? "";
  const chosen = ref.lenders.find((l) => headerText.startsWith(l));
  if (!chosen) throw new Error(`No lender's column is badged 'Lowest total cost' (${headerText})`);
  const accept = client.getByRole("button", { name: `Accept ${chosen}'s offer` });

  // Keyboard only from here. Tab reaches the scroll area (a named region), which scrolls sideways with
  // the arrow keys while the row labels stay put.
  await client.keyboard.press("Tab");
  for (let i = 0; i < 120 && !(await region(client).evaluate((el) => el === document.activeElement)); i++)
    await client.keyboard.press("Tab");
  await expect(region(client)).toBeFocused();
  const label = table(client).getByRole("rowheader", { name: "Total cost of finance", exact: true });
  const before = await label.boundingBox();
  const scroll = await region(client).evaluate((el) => ({ width: el.scrollWidth, client: el.clientWidth }));
  for (let i = 0; i < 5; i++) await client.keyboard.press("ArrowRight");
  if (scroll.width > scroll.client) {
    await expect.poll(() => region(client).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The row labels stayed where they were.
    expect((await label.boundingBox())!.x).toBeCloseTo(before!.x, 0);
  }

  // Tab on to the chosen offer's Accept: it is brought into view when it takes focus.
  for (let i = 0; i < 20 && !(await accept.evaluate((el) => el === document.activeElement)); i++)
    await client.keyboard.press("Tab");
  await expect(accept).toBeFocused();
  await expect(accept).toBeInViewport();
  await client.keyboard.press("Enter");

  const dialog = client.getByRole("dialog", { name: `Accept ${chosen}'s offer?` });
  await expect(dialog.getByText("Total cost of finance")).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "I accept these terms" });
  for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await client.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await client.keyboard.press("Enter");

  // Accepting writes the contract PDF: on a busy machine that takes a while.
  await expect(client.getByText("Offer accepted").first()).toBeVisible({ timeout: 30_000 });
  // Only the accepted offer's terms remain; the lenders that were not chosen are gone from the view.
  await expectOnlyAccepted(client, chosen);
  for (const other of ref.lenders.filter((l) => l !== chosen))
    await expect(client.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(other)}`) })).toHaveCount(0);
  await client.context().close();
});
