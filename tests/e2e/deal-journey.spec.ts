import { expect, test, type Page } from "@playwright/test";
import { completeFullApplication } from "./application-form-steps";
import { answerAsOwner, proposeToClient } from "./consent-steps";
import { checklistOn, PDF } from "./checklist-steps";
import { ownerUploadsStatement } from "./evidence-steps";
import { pageAs } from "./fixtures";
import { completeNeedsObjectives, guarantorSigns } from "./guarantor-steps";
import { comparison, signContract } from "./offer-steps";
import { brokerSeesCommission, openInStaffQueue, staffSettles } from "./settlement-steps";
import { expectOffer, openForStaff, submissionOf, submitToLenders } from "./submission-steps";
import { openAsStaff } from "./staff-steps";

// Issue 16's journey from one wizard submission to the broker's commission: a referred applicant
// applies, completes the file and has every document approved; staff submit to two simulated
// lenders (one offers, one declines with its reason); the client compares, accepts and signs; staff
// record the settlement; the referring broker sees the commission in the ledger and this month's
// statement. The wizard's answers (growth, $150,000 over 36 months, good credit, 5+ years trading)
// make Wattle Capital offer and Brolga Business Funding decline on its 12-24 month term rule.
const OFFERING = "Wattle Capital";
const DECLINING = { name: "Brolga Business Funding", reason: "Terms of 12-24 months only" };

async function applyWithReferral(page: Page, email: string) {
  await page.goto("/application?ref=MCHEN26");
  await page.getByRole("button", { name: "Business Growth" }).click();
  await expect(page.getByText("Step 2 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "36 months" }).click();
  await expect(page.getByText("Step 4 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Good (650-749)" }).click();
  await page.getByRole("button", { name: "5y+" }).click();
  await expect(page.getByText("Step 7 of 11")).toBeVisible();
  // Issue #37: the search lists its matches; nothing is chosen until the applicant picks one.
  await page.getByRole("combobox", { name: "Company name or ABN" }).fill("Harbour View");
  await page.getByRole("option", { name: /Harbour View Bakery/ }).click();
  await expect(page.getByRole("group", { name: "Your company" })).toBeFocused();
  await expect(page.getByRole("group", { name: "Your company" })).toContainText("Harbour View Bakery");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 9 of 11")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Unlock My Quotes" }).click();
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Nguyen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400123456");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "View Quotes" }).click();
  await expect(page.getByRole("heading", { name: "Your loan estimate" })).toBeVisible();
  const applicationNumber = (await page.locator("dd.font-mono").textContent())!.trim();
  await page.getByRole("button", { name: "View Lenders" }).click();
  await expect(page.getByRole("heading", { name: "Application Complete!" })).toBeVisible();

  // The e-mailed link confirms the address and opens the new client's portal.
  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
  const link = (await mail.textContent())!.match(/https?:\/\/\S+\/signin\/verify\?\S+/)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByRole("button", { name: "Continue to my portal" }).click();
  await expect(page).toHaveURL(/\/client/);
  const apps = (await (await page.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
  }[];
  const app = apps.find((a) => a.applicationNumber === applicationNumber);
  expect(app, `the new client's application ${applicationNumber}`).toBeTruthy();
  return { id: app!.id, applicationNumber };
}

/** The client uploads a file for every required item; staff approve each one. */
async function documentsApproved(client: Page, staff: Page, app: { id: string; applicationNumber: string }) {
  const items = (await (await client.request.get(`/api/applications/${app.id}/checklist`)).json()) as {
    label: string;
    required: boolean;
    status: string;
  }[];
  const required = items.filter((i) => i.required && i.status !== "approved").map((i) => i.label);
  expect(required.length).toBeGreaterThan(0);
  await client.goto(`/client/applications/${app.id}`);
  for (const label of required) {
    await checklistOn(client).getByLabel(`Upload a file for ${label}`).setInputFiles(PDF);
    await expect(
      checklistOn(client).getByRole("listitem").filter({ hasText: label }).getByText("Received"),
    ).toBeVisible();
  }
  await openAsStaff(staff, app, "documents");
  for (const label of required) {
    await staff.getByRole("button", { name: `Approve ${label}` }).click();
    await expect(staff.getByRole("button", { name: `Approve ${label}` })).toHaveCount(0);
  }
}

test("a referred wizard application goes to two lenders, is offered, accepted, signed and settled, and the broker is paid", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const applicant = await (await browser.newContext()).newPage();
  const email = `deal.${Date.now()}@example.com`;
  const app = await applyWithReferral(applicant, email);
  await completeFullApplication(applicant, app.id, {
    trading: { street: "8 Bay St", suburb: "Port Melbourne", state: "VIC", postcode: "3207" },
    industry: "C",
    yearsAtAddress: "7",
    director: {
      name: "Lena Nguyen",
      dateOfBirth: "1979-03-02",
      address: { street: "3 Rose St", suburb: "Brunswick", state: "VIC", postcode: "3056" },
      licence: "AN771203",
    },
    purpose: "A second oven and a delivery van",
    useOfFunds: "Purchase, fit-out and the first month's wages",
  });

  const staff = await pageAs(browser, "staff");
  await documentsApproved(applicant, staff, app);

  // The needs-and-objectives record comes before any lender (issue #34 item 3).
  await completeNeedsObjectives(applicant, app.id);
  // Lenders decide on bank data, not on what was typed (issue #33): the owner uploads a statement.
  await ownerUploadsStatement(applicant, app.id, 90_000);

  // Staff propose two simulated lenders; the owner approves both (issue 34 item 1); staff submit:
  // one offers, one declines with its reason.
  await openForStaff(staff, app.applicationNumber);
  await proposeToClient(staff, [OFFERING, DECLINING.name]);
  await answerAsOwner(applicant, app.id, { [OFFERING]: "approve", [DECLINING.name]: "approve" });
  await openForStaff(staff, app.applicationNumber);
  await submitToLenders(staff, [OFFERING, DECLINING.name]);
  await expectOffer(staff, OFFERING);
  const declined = submissionOf(staff, DECLINING.name);
  await expect(declined.getByText("Declined", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(declined.getByText(`Declined: ${DECLINING.reason}`)).toBeVisible();

  // The client compares the offer in the disclosure layout, accepts it after confirming, and signs.
  await applicant.goto(`/client/applications/${app.id}`);
  const table = comparison(applicant);
  await expect(table.getByRole("columnheader", { name: new RegExp(`^${OFFERING}`) })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Total cost of finance", exact: true })).toBeVisible();
  await applicant.getByRole("button", { name: `Accept ${OFFERING}'s offer` }).click();
  const confirm = applicant.getByRole("dialog", { name: `Accept ${OFFERING}'s offer?` });
  await expect(confirm.getByText("Total cost of finance")).toBeVisible();
  await confirm.getByRole("button", { name: "I accept these terms" }).click();
  await expect(applicant.getByText("Offer accepted").first()).toBeVisible();
  await signContract(applicant, "Lena Nguyen");
  // The director signs the guarantee from their own e-mailed link (issue #34 item 4): then approved.
  const director = await (await browser.newContext()).newPage();
  await guarantorSigns(director, email, "Lena Nguyen");

  // Staff record the settlement; the referring broker sees the commission.
  await openInStaffQueue(staff, app.applicationNumber);
  await staffSettles(staff, app.applicationNumber);
  const broker = await pageAs(browser, "partner");
  await brokerSeesCommission(broker, app.applicationNumber);
});
