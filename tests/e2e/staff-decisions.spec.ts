import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures";

// Issue 18 item 3: one dropdown click funded a loan. Now Funded asks for a confirmation with a note,
// the panel stays open, and the saved status shows even when the queue's filter no longer lists it.
test("staff cannot fund with one click: the confirmation restates the change and needs a note", async ({ page }) => {
  await loginAs(page, "staff");
  await page.goto("/staff?status=in_review");
  await page.locator("tbody tr").first().click();
  const status = page.locator("#status-select");
  await expect(status).toHaveValue("in_review");

  await status.selectOption("funded");
  const confirm = page.getByRole("dialog", { name: /^Mark BF-.* as Funded\?$/ });
  await expect(confirm).toContainText("moves from In Review to Funded.");
  await confirm.getByRole("button", { name: "Confirm: Funded" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Add a note saying why: it is kept with the decision.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveValue("in_review");

  await status.selectOption("funded");
  await confirm.getByLabel(/Reason for this decision/).fill("Lender paid out, ref PX-114");
  await confirm.getByRole("button", { name: "Confirm: Funded" }).click();
  await expect(page.getByText("Application status updated successfully")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Status changed to Funded." })).toBeVisible();
  await expect(status).toHaveValue("funded");
  await expect(page.getByRole("heading", { name: "Update Status" })).toBeVisible();
});
