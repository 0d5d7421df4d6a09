// Issue #18 item 1 (ADR 019): the broker converts a lead; the client confirms from the e-mailed link.
import { expect, test, type Page } from "@playwright/test";
import { loginAs } from "./fixtures";

// The desktop and the phone pass run against one server, so each converts its own seeded lead.
const LEADS = {
  chromium: { email: "dan@scottcarpentry.example", business: "Scott Carpentry", amount: "150000" },
  mobile: { email: "grace@leesnoodles.example", business: "Lee's Noodle House", amount: "80000" },
};
const card = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("a broker converts a lead, the client confirms the e-mailed link, and the broker sees the application", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lead = LEADS[test.info().project.name as keyof typeof LEADS] ?? LEADS.chromium;
  const CLIENT = lead.email;
  const partner = await (await browser.newContext()).newPage();
  await loginAs(partner, "partner");
  await partner.getByRole("tab", { name: "Lead Management" }).click();

  // A lost lead cannot be converted, and says why.
  const lost = card(partner, "Turner Physio");
  await expect(lost.getByRole("button", { name: "Convert to application" })).toBeDisabled();
  await expect(lost.getByText("This lead is marked lost, so it cannot be converted.")).toBeVisible();

  // The compact form, prefilled from the lead; the wizard's rules apply.
  await card(partner, lead.business).getByRole("button", { name: "Convert to application" }).click();
  const form = partner.getByRole("form", { name: "Convert lead to application" });
  await expect(form.getByText(CLIENT)).toBeVisible();
  await expect(form.getByLabel("Company name")).toHaveValue(lead.business);
  await expect(form.getByLabel("Loan amount ($)")).toHaveValue(lead.amount);
  await form.getByRole("button", { name: "Submit for client confirmation" }).click();
  await expect(form.getByText("Choose what the funds are for")).toBeVisible();
  await form.getByLabel("Funding purpose").selectOption("equipment");
  await form.getByLabel(/^Term/).selectOption("24");
  await form.getByLabel("Credit profile").selectOption("good");
  await form.getByLabel("Time in business").selectOption("2-5y");
  await form.getByLabel("Monthly turnover ($)").fill("60000");
  await form.getByRole("checkbox", { name: /My client asked me to apply on their behalf/ }).check();
  await form.getByRole("button", { name: "Submit for client confirmation" }).click();
  const waiting = card(partner, lead.business).getByText(/Awaiting client confirmation · BF-/);
  await expect(waiting).toBeVisible();
  const number = (await waiting.textContent())!.match(/BF-\d{4}-\d{6}/)![0];
  expect(
    ((await (await partner.request.get("/api/broker/applications")).json()) as { applicationNumber: string }[]).map(
      (a) => a.applicationNumber,
    ),
  ).not.toContain(number);

  // The client reads the e-mail, opens the link, consents and confirms.
  const client = await (await browser.newContext()).newPage();
  await client.goto("/dev/outbox");
  const mail = client.getByTestId("outbox-mail").filter({ hasText: `Confirm application ${number}` });
  await expect(mail.getByTestId("outbox-to")).toHaveText(CLIENT);
  const link = (await mail.textContent())!.match(/https?:\/\/\S+\/application\/confirm\?token=[\w-]+/)![0];
  await client.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(client.getByText("Michael Chen, your partner broker, prepared this application")).toBeVisible();
  await client.getByRole("checkbox").check();
  await client.getByRole("button", { name: "Add to my account" }).click();
  await expect(client.getByRole("status")).toContainText(`Application ${number} is now in your account.`);

  // The broker sees the application, attributed to them; the lead is converted.
  await partner.reload();
  await partner.getByLabel("Search").fill(lead.business);
  await partner.getByLabel("Search").press("Enter");
  await expect(partner).toHaveURL(/[?&]q=/);
  await expect(partner.getByRole("link", { name: /View Details for/ })).toHaveCount(1);
  await partner.getByRole("tab", { name: "Lead Management" }).click();
  await expect(card(partner, lead.business).getByText("Application Created")).toBeVisible();
  await expect(card(partner, lead.business).getByText("Converted", { exact: true })).toBeVisible();
});
