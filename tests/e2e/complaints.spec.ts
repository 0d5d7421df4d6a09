import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";

// Issue 34 item 5 (ADR 061): a client lodges a complaint in their portal and sees its deadlines;
// staff acknowledge it and resolve it with an outcome in the register; the client sees the outcome,
// says they are not satisfied, and is shown how to take it to AFCA.
test("a complaint is lodged, acknowledged and resolved", async ({ browser }) => {
  const STORY = `Nobody returned my calls for a week (${Date.now()})`;
  const OUTCOME = "We apologised, assigned a named analyst and waived the establishment fee.";

  const client = await pageAs(browser, "client");
  await client.goto("/client/complaints");
  await client.getByLabel(/What is your complaint about/).selectOption("service");
  await client.getByLabel(/What happened/).fill(STORY);
  await client.getByRole("button", { name: "Send complaint" }).click();
  await expect(client.getByText("Complaint received").first()).toBeVisible();
  const card = client
    .getByTestId("my-complaint")
    .filter({ hasText: /CMP-\d{4}/ })
    .first();
  await expect(card).toContainText("Received");
  await expect(card).toContainText("We will contact you by");
  await expect(card).toContainText("Our final response by");
  const reference = (await card.textContent())?.match(/CMP-\d{4}/)?.[0];
  expect(reference, "the complaint has a reference").toBeTruthy();

  const staff = await pageAs(browser, "staff");
  await staff.goto("/staff/complaints");
  const row = staff.getByTestId("complaint-row").filter({ hasText: reference! });
  await expect(row).toContainText(STORY);
  await expect(row).toContainText("Acknowledge by");
  await row.getByRole("button", { name: "Acknowledge" }).click();
  await expect(row).toContainText("Acknowledged");
  await row.getByLabel(/Outcome/).fill(OUTCOME);
  await row.getByRole("button", { name: "Resolve" }).click();
  await expect(row).toContainText("Resolved");
  await expect(row).toContainText(OUTCOME);

  await client.reload();
  const resolved = client.getByTestId("my-complaint").filter({ hasText: reference! });
  await expect(resolved).toContainText("Resolved");
  await expect(resolved).toContainText(OUTCOME);
  await expect(resolved).not.toContainText("Australian Financial Complaints Authority");
  await resolved.getByRole("button", { name: /not satisfied/ }).click();
  await expect(resolved).toContainText("Australian Financial Complaints Authority");
  await expect(resolved).toContainText("1800 931 678");
});

test("/contact takes a complaint without an account", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Make a complaint" });
  await form.getByLabel(/Full Name/).fill("Pat Visitor");
  await form.getByLabel(/Email Address/).fill(`pat.${Date.now()}@example.com`);
  await form.getByLabel(/What is your complaint about/).selectOption("decision");
  await form.getByLabel(/What happened/).fill("I was declined without being told why.");
  await form.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByText("Complaint received").first()).toBeVisible();
});
