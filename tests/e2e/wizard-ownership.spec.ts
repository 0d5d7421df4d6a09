import { expect, test } from "@playwright/test";
import { wizardAnswers } from "../support/wizard-answers";
import { loginAs } from "./fixtures";

const VICTIM = "client@bizfund.example";

test("an application sent with someone else's e-mail stays out of their portal and the partner's until they confirm the e-mailed link", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The attacker: signed out, the victim's e-mail, partner A's referral code.
  const business = `Mallory Trading ${Date.now()}`;
  const res = await request.post("/api/applications", {
    data: wizardAnswers({
      companyName: business,
      abnNumber: undefined,
      industry: undefined,
      firstName: "Mallory",
      lastName: "Evans",
      email: VICTIM,
      referralCode: "MCHEN26",
    }),
  });
  expect(res.status()).toBe(201);
  const { applicationNumber: number } = (await res.json()) as { applicationNumber: string };

  const victim = await (await browser.newContext()).newPage();
  const partner = await (await browser.newContext()).newPage();
  await loginAs(victim, "client");
  await loginAs(partner, "partner");
  const numbers = async () => ({
    victim: ((await (await victim.request.get("/api/applications")).json()) as { applicationNumber: string }[]).map(
      (a) => a.applicationNumber,
    ),
    partner: (
      (await (await partner.request.get("/api/broker/applications")).json()) as { applicationNumber: string }[]
    ).map((a) => a.applicationNumber),
  });
  const before = await numbers();
  expect(before.victim).not.toContain(number);
  expect(before.partner).not.toContain(number);
  await partner.getByLabel("Search").fill(business);
  await partner.getByLabel("Search").press("Enter");
  await expect(partner).toHaveURL(/[?&]q=/);
  await expect(partner.getByText("No applications found")).toBeVisible();

  // The victim reads the e-mail and confirms on the page behind the link (opening it changes nothing).
  await victim.goto("/dev/outbox");
  const mail = victim.getByTestId("outbox-mail").filter({ hasText: `Confirm application ${number}` });
  await expect(mail.getByTestId("outbox-to")).toHaveText(VICTIM);
  const link = (await mail.textContent())!.match(/https?:\/\/\S+\/application\/confirm\?token=[\w-]+/)![0];
  await victim.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(victim.getByRole("heading", { name: "Confirm your application" })).toBeVisible();
  await expect(victim.getByText(business)).toBeVisible();
  await expect(victim.getByText("Michael Chen").first()).toBeVisible();
  expect(await numbers()).toEqual(before);
  await victim.getByRole("checkbox").check();
  await victim.getByRole("button", { name: "Add to my account" }).click();
  await expect(victim.getByRole("status")).toContainText(`Application ${number} is now in your account.`);

  // Now both see it.
  const after = await numbers();
  expect(after.victim).toEqual([number, ...before.victim]);
  expect(after.partner).toEqual([number, ...before.partner]);
  await victim.goto("/client");
  await victim.getByLabel("Search applications").fill(number);
  await expect(victim.getByRole("table", { name: "My Applications" }).getByText(number)).toBeVisible();
  await partner.reload();
  await partner.getByLabel("Search").fill(business);
  await partner.getByLabel("Search").press("Enter");
  await expect(partner).toHaveURL(/[?&]q=/);
  await expect(partner.getByRole("link", { name: /View Details for/ })).toHaveCount(1);
  await expect(partner.getByText("Sarah Mitchell").first()).toBeVisible();
});
