import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures";

// Issue 18 item 3: one dropdown click funded a loan. Now a decision asks for a confirmation with a
// note, and (issue 33 item 3, ADR 068) Approved and Funded cannot be chosen without an accepted
// offer: the panel says what is missing.
test("staff cannot approve or fund without an accepted offer, and a decision needs a note", async ({ page }) => {
  await loginAs(page, "staff");
  await page.goto("/staff?status=in_review");
  await page.locator("tbody tr").first().getByRole("link").first().click();
  await page.waitForURL(/\/staff\/applications\//);
  const status = page.locator("#status-select");
  await expect(status).toHaveValue("in_review");

  await expect(status.locator('option[value="approved"]')).toBeDisabled();
  await expect(status.locator('option[value="funded"]')).toBeDisabled();
  const why = page.locator("#status-blocked");
  await expect(why).toContainText(
    "Approved: An application is Approved only once the client has accepted an offer and signed its contract. Missing: an accepted offer and a signed contract.",
  );
  await expect(why).toContainText("Funded: Settlement needs an accepted offer with its contract signed");

  await status.selectOption("rejected");
  const confirm = page.getByRole("dialog", { name: /^Mark BF-.* as Rejected\?$/ });
  await expect(confirm).toContainText("moves from In Review to Rejected.");
  await confirm.getByRole("button", { name: "Confirm: Rejected" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Add a note saying why: it is kept with the decision.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveValue("in_review");
  await expect(page.getByRole("heading", { name: "Update Status" })).toBeVisible();
});
