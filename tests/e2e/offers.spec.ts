import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";
import { acceptOffer, applicationWithOffers, compareOffers, signContract } from "./offer-steps";

test("the client compares the seeded offers, accepts one after confirming, signs, and the application is approved", async ({
  browser,
}) => {
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
  await signContract(client, "Sarah Mitchell");
  await client.reload();
  await expect(client.getByRole("dialog").getByText("Approved").first()).toBeVisible();
  await client.context().close();
});
