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
  await signContract(client, "Demo Client");
  await client.reload();
  await expect(client.getByRole("dialog").getByText("Approved").first()).toBeVisible();
  await client.context().close();
});
