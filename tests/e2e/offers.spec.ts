import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";
import { guarantorSigns } from "./guarantor-steps";
import { acceptOffer, applicationWithOffers, compareOffers, signContract } from "./offer-steps";

test("the client compares the seeded offers, accepts one after confirming, signs; a director and a second guarantor each sign from their own e-mailed link, and the application is approved", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await pageAs(browser, "client");
  const ref = await applicationWithOffers(client);
  await compareOffers(client, ref);
  await acceptOffer(client, ref.lenders[0]!);
  // Only the applicant's name as recorded signs (issue #39 item 8); another name is refused beside the field.
  await client.getByLabel(/Your full name/).fill("Mickey Mouse");
  await client.getByRole("checkbox", { name: /electronic signature/ }).check();
  await client.getByRole("button", { name: "Sign the contract" }).click();
  await expect(
    client.getByText("Type your full name as it appears on the application: Sarah Mitchell.").first(),
  ).toBeVisible();
  // Every offer said what BizFund and the referring partner are paid (issue #34 item 3).
  await signContract(client, "Sarah Mitchell");
  await expect(client.getByRole("link", { name: "Credit proposal and offer summary (PDF)" })).toBeVisible();
  // Issue #34 item 4: not approved until each director and guarantor has signed from their own link.
  await client.reload();
  await expect(client.getByText(/Daniel Mitchell: waiting for their signature/)).toBeVisible();
  const director = await (await browser.newContext()).newPage();
  await guarantorSigns(director, "client@bizfund.example", "Sarah Mitchell");
  const guarantor = await (await browser.newContext()).newPage();
  await guarantorSigns(guarantor, "daniel.mitchell@guarantor.example", "Daniel Mitchell");
  await client.reload();
  // The workspace's header carries the status badge.
  await expect(client.locator("main header").getByText("Approved").first()).toBeVisible();
  await Promise.all([client, director, guarantor].map((p) => p.context().close()));
});
