import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures";
import { fillSettlement } from "./settlement-steps";

// Issue 18 item 3: one dropdown click funded a loan. Now a decision asks for a confirmation with a
// note, and Funded asks for the settlement record, which the server refuses before approval.
test("staff cannot fund without confirmation and a settlement record", async ({ page }) => {
  await loginAs(page, "staff");
  await page.goto("/staff?status=in_review");
  const first = page.locator("tbody tr").first();
  const applicationNumber = /BF-\d{4}-\d{6}/.exec((await first.textContent())!)![0];
  await first.click();
  const status = page.locator("#status-select");
  await expect(status).toHaveValue("in_review");

  await status.selectOption("approved");
  const confirm = page.getByRole("dialog", { name: /^Mark BF-.* as Approved\?$/ });
  await expect(confirm).toContainText("moves from In Review to Approved.");
  await confirm.getByRole("button", { name: "Confirm: Approved" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Add a note saying why: it is kept with the decision.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveValue("in_review");

  const form = await fillSettlement(page, applicationNumber, "PX-114");
  await form.getByRole("button", { name: "Record settlement" }).click();
  await expect(form.getByRole("alert")).toHaveText("Only an approved application (contract signed) can be settled.");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();
  await expect(status).toHaveValue("in_review");
  await expect(page.getByRole("heading", { name: "Update Status" })).toBeVisible();
});
