import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";

// Issue 35 item 2: money out with maker-checker. Admin records the partner's payout account; staff
// prepare a run; admin (someone else) approves it and marks it paid; the partner's ledger says
// "Paid <date>, run PR-…".
test("staff prepare a payout run, another person approves and pays it, and the partner sees Paid with the run", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await pageAs(browser, "admin");
  await admin.goto("/staff/commissions");
  const terms = admin.getByRole("form", { name: /^Terms for Michael/ });
  await terms.getByLabel("BSB").fill("062-000");
  await terms.getByLabel("Account number").fill("12345678");
  await terms.getByLabel("Account name").fill("M Chen");
  await terms.getByRole("button", { name: "Save terms" }).click();
  await expect(admin.getByText("Partner terms saved.").first()).toBeVisible();

  const staff = await pageAs(browser, "staff");
  await staff.goto("/staff/commissions");
  const prepare = staff.getByRole("form", { name: "Prepare a payout run" });
  await prepare.getByLabel("From").fill("2020-01-01");
  await prepare.getByRole("button", { name: "Prepare payout run" }).click();
  const prepared = staff.getByText(/Payout run PR-\d+ prepared/).first();
  await expect(prepared).toBeVisible();
  const reference = /PR-\d+/.exec((await prepared.textContent()) ?? "")![0];
  // The preparer cannot approve their own run.
  await staff.reload();
  await expect(staff.getByRole("form", { name: `Approve ${reference}` })).toHaveCount(0);

  await admin.reload();
  await admin
    .getByRole("form", { name: `Approve ${reference}` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.getByRole("heading", { name: new RegExp(`^${reference}: Approved`) })).toBeVisible();
  await admin.reload();
  await admin
    .getByRole("form", { name: `Mark ${reference} paid` })
    .getByRole("button", { name: "Mark paid" })
    .click();
  await expect(admin.getByRole("heading", { name: new RegExp(`^${reference}: Paid`) })).toBeVisible();

  const partner = await pageAs(browser, "partner");
  await partner.goto("/partner");
  await partner.getByRole("tab", { name: "Commission Tracking" }).click();
  await expect(
    partner.getByRole("table", { name: "Commission ledger" }).getByText(`run ${reference}`, { exact: false }).first(),
  ).toBeVisible();
  await Promise.all([admin, staff, partner].map((p) => p.context().close()));
});
