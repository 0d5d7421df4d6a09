import { expect, test, type Page } from "@playwright/test";
import { checklistOn, PDF } from "./checklist-steps";
import { answerAsOwner, clientApplicationId, proposeToClient } from "./consent-steps";
import { pageAs } from "./fixtures";
import { openForStaff, submissionOf, submitToLenders } from "./submission-steps";

// Issue #36 item 5 (ADR 082): one document request satisfies every lender that asked for it; the
// staff queue filters without a page load; the admin lender editor fits a phone with words, not codes.

/** The demo client's file that is ready for lenders (also used by lender-consent.spec.ts, with other lenders). */
const APP = { number: "BF-2026-000002", businessName: "Harbour View Bakery" };
const ACCOUNTS = "Year-to-date management accounts (profit and loss, balance sheet)";

/** Three lenders on the file's match list not yet sent it (eligible first), as staff see the picker. */
async function threeOpenLenders(staff: Page): Promise<string[]> {
  const picker = staff.getByRole("form", { name: "Submit to lenders" });
  await expect(picker.getByRole("checkbox").first()).toBeVisible();
  const names = await picker.locator("label").evaluateAll((labels) =>
    labels
      .filter((l) => /Eligible/.test(l.textContent ?? ""))
      .map((l) => l.querySelector("span")?.textContent ?? "")
      .filter(Boolean),
  );
  expect(names.length).toBeGreaterThanOrEqual(3);
  return names.slice(-3);
}

const lenderCard = (admin: Page, lender: string) =>
  admin.getByRole("list", { name: "Lenders" }).getByRole("listitem", { name: lender, exact: true });

/** The admin switches a lender's submissions to e-mail (or back to its API) in the lender editor. */
async function setDriver(admin: Page, lender: string, driver: "E-mail" | "API (simulated)") {
  const card = lenderCard(admin, lender);
  await card.getByLabel(`Submission driver for ${lender}`).selectOption({ label: driver });
  if (driver === "E-mail")
    await card
      .getByLabel(`Submission e-mail for ${lender}`)
      .fill(`credit@${lender.toLowerCase().replace(/\W+/g, "")}.example`);
  await card.getByRole("button", { name: `Save submission settings for ${lender}` }).click();
  await expect(admin.getByText("The change was saved and audited.").first()).toBeVisible();
}

/** Staff key in an e-mail lender's answer: action required, with one condition. */
async function keyInCondition(staff: Page, lender: string, condition: string) {
  const card = submissionOf(staff, lender);
  await card.getByRole("button", { name: `Key in the decision from ${lender}` }).click();
  const form = card.getByRole("form", { name: `Decision from ${lender}` });
  await form.getByLabel("Lender's decision").selectOption({ label: "Action required" });
  await form.getByLabel("Conditions (one per line)").fill(condition);
  await form.getByRole("button", { name: "Save decision" }).click();
  await expect(card.getByRole("button", { name: `Ask the client for: ${condition}` })).toBeVisible();
}

test("three lenders' identical condition is answered with one upload", async ({ browser }) => {
  test.setTimeout(240_000);
  const staff = await pageAs(browser, "staff");
  await openForStaff(staff, APP.number);
  const lenders = await threeOpenLenders(staff);

  // Set-up: three lenders that answer by e-mail (staff key in what each asks), the owner's consent, sent.
  const admin = await pageAs(browser, "admin");
  await admin.goto("/staff/admin");
  for (const lender of lenders) await setDriver(admin, lender, "E-mail");
  try {
    await openForStaff(staff, APP.number);
    await proposeToClient(staff, lenders);
    const client = await pageAs(browser, "client");
    const id = await clientApplicationId(client, APP.number);
    await answerAsOwner(client, id, Object.fromEntries(lenders.map((l) => [l, "approve" as const])));
    await openForStaff(staff, APP.number);
    await submitToLenders(staff, lenders);
    // The packages go by e-mail through the job; each card then shows the reference.
    await expect(async () => {
      await openForStaff(staff, APP.number);
      for (const lender of lenders)
        await expect(submissionOf(staff, lender).getByText(/· ref /)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    for (const lender of lenders) await keyInCondition(staff, lender, ACCOUNTS);

    // Staff ask the client once: the first ask makes the request, the others are linked to it.
    const [first, ...others] = lenders;
    await submissionOf(staff, first!)
      .getByRole("button", { name: `Ask the client for: ${ACCOUNTS}` })
      .click();
    await expect(staff.getByText("Requested from the client", { exact: true }).first()).toBeVisible();
    for (const lender of others) {
      await submissionOf(staff, lender)
        .getByRole("button", { name: `Ask the client for: ${ACCOUNTS}` })
        .click();
      await expect(staff.getByText(`Already requested — linked to ${ACCOUNTS}`).first()).toBeVisible();
    }
    for (const lender of lenders)
      await expect(
        submissionOf(staff, lender).getByText(
          `Requested from the client: ${ACCOUNTS} (document checklist), not uploaded yet`,
        ),
      ).toBeVisible();

    // The client sees one request and uploads once.
    await client.goto(`/client/applications/${id}#documents`);
    const items = checklistOn(client).getByRole("listitem").filter({ hasText: ACCOUNTS });
    await expect(items).toHaveCount(1);
    await checklistOn(client).getByLabel(`Upload a file for ${ACCOUNTS}`).setInputFiles(PDF);
    await expect(client.getByText("Upload successful").first()).toBeVisible();

    // Staff approve it: every lender's condition is answered with that file, sent to each lender.
    await openForStaff(staff, APP.number);
    await staff.getByRole("button", { name: `Approve ${ACCOUNTS}` }).click();
    await expect(staff.getByText("Item approved").first()).toBeVisible();
    await expect(async () => {
      await openForStaff(staff, APP.number);
      for (const lender of lenders)
        await expect(
          submissionOf(staff, lender).getByText(
            new RegExp(`^Answered with ${PDF.name} on \\d{1,2} \\w+ \\d{4} \\(sent to ${lender}\\)$`),
          ),
        ).toBeVisible({ timeout: 5_000 }); // the submissions list loads after the page (its own request)
    }).toPass({ timeout: 60_000 });
    await expect(
      staff.getByRole("list", { name: "Lender submissions" }).getByText("Requested from the client"),
    ).toHaveCount(0);
  } finally {
    // The lenders answer through their API again for the specs that follow on this server.
    await admin.goto("/staff/admin");
    for (const lender of lenders) await setDriver(admin, lender, "API (simulated)");
  }
});

test("the staff queue filters without a page load", async ({ browser }) => {
  const staff = await pageAs(browser, "staff");
  await staff.setViewportSize({ width: 1440, height: 900 });
  await staff.goto("/staff");
  const filters = staff.getByRole("form", { name: "Filter applications" });
  await expect(filters).toBeVisible();
  await staff.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  let loads = 0;
  staff.on("load", () => (loads += 1));
  await filters.getByLabel("Status").selectOption({ label: "In Review" });
  await staff.waitForURL(/[?&]status=in_review/);
  const numbers = (page: Page) =>
    page
      .getByRole("table", { name: "Applications" })
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => /BF-\d{4}-\d{6}/.exec(tr.textContent ?? "")?.[0]).sort());
  // The list shown is the one a full load of that address shows.
  const loaded = await browser.newPage({ storageState: await staff.context().storageState() });
  await loaded.goto(staff.url());
  const expected = await numbers(loaded);
  expect(expected.length).toBeGreaterThan(0);
  await expect(async () => expect(await numbers(staff)).toEqual(expected)).toPass({ timeout: 10_000 });
  await loaded.close();
  await filters.getByLabel("Search").fill(APP.number);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await staff.waitForURL(new RegExp(`[?&]q=${APP.number}`));
  await expect(
    staff.getByRole("table", { name: "Applications" }).locator("tbody tr").filter({ hasText: APP.number }),
  ).toHaveCount(1);
  expect(await staff.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(loads).toBe(0);
});

test("the admin lender editor fits a phone and shows words, not codes", async ({ browser }) => {
  const admin = await pageAs(browser, "admin");
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/staff/admin");
  const panel = admin.locator('[aria-labelledby="lenders-heading"]');
  await expect(panel.getByRole("list", { name: "Lenders" }).getByRole("listitem").first()).toBeVisible();
  expect(await admin.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  const text = await panel.evaluate((el) => {
    // Closed "Lending rules" count too: their text is read as it would show.
    for (const d of el.querySelectorAll("details")) d.open = true;
    return (el as HTMLElement).innerText;
  });
  expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  expect(text).toContain("Near-prime");
  expect(await admin.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});
