import { expect, test } from "@playwright/test";
import { extractText } from "unpdf";
import { loginAs } from "./fixtures";

// Issue 35 items 3 and 4: a partner gives their tax details and downloads this month's statement,
// now a recipient-created tax invoice whose text (read back) has every column; and accepts the
// partner agreement.
test("a partner saves tax details, downloads a tax-invoice statement, and accepts the agreement", async ({ page }) => {
  await loginAs(page, "partner");
  await page.getByRole("tab", { name: "Commission Tracking" }).click();
  await page.getByRole("link", { name: "tax details" }).click();
  await expect(page.getByRole("heading", { name: "Tax details" })).toBeVisible();

  await page.getByLabel("ABN").fill("51 824 753 557");
  await page.getByRole("button", { name: "Save tax details" }).click();
  await expect(page.getByText("This ABN's check digits don't add up — please check it")).toBeVisible();

  await page.getByLabel("Legal name").fill("Chen Referrals Pty Ltd");
  await page.getByLabel("ABN").fill("51 824 753 556");
  await page.getByLabel(/registered for GST/).check();
  await page.getByRole("button", { name: "Save tax details" }).click();
  await expect(page.getByText("Tax details saved").first()).toBeVisible();

  const month = new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
  const pdf = await page.request.get(`/api/broker/statement?month=${month}&format=pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  const shown = text.replace(/\s+/g, " ");
  expect(shown).toContain("Recipient Created Tax Invoice");
  expect(shown).toContain("Chen Referrals Pty Ltd");
  expect(shown).toContain("ABN 51 824 753 556");
  for (const column of ["Settled amount", "Rate (%)", "Your split (%)", "Commission (incl. GST)", "GST", "Payout run"])
    expect(shown).toContain(column);

  await page.goto("/partner/agreement");
  await expect(page.getByRole("heading", { name: "Partner agreement", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "I accept the partner agreement" }).click();
  await expect(page.getByText(/You accepted version \S+ on /)).toBeVisible();
});
