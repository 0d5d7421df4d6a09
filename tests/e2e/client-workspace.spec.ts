import { expect, test } from "@playwright/test";
import { loginAs, pageAs } from "./fixtures";

// The client's deal workspace (issue #36 items 1 and 3, ADR 078), at 1440 and 390 wide (projects
// chromium and mobile): opened from the portal list, its one next step leads to its section; a
// settled application opens on 'Your loan'; the link in an e-mail lands on its section.

type Listed = { id: string; applicationNumber: string; status: string };
const listed = async (page: import("@playwright/test").Page) =>
  (await (await page.request.get("/api/applications")).json()) as Listed[];

test("the owner opens an application from the list, sees its next step and follows it to its section", async ({
  page,
}) => {
  await loginAs(page, "client");
  await page.goto("/client");
  const link = page.getByRole("table", { name: "My Applications" }).getByRole("link").first();
  const number = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/client\/applications\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("header").getByText(number)).toBeVisible();

  const next = page.getByTestId("next-step").getByRole("link");
  await expect(next).toBeVisible();
  const anchor = (await next.getAttribute("href"))!;
  expect(anchor).toMatch(/^#(overview|application|documents|offers|contract|messages|loan)$/);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expect(page.locator(anchor).getByRole("heading", { level: 2 })).toBeInViewport();
});

test("a settled application opens on 'Your loan': the next payment, the balance and the schedule", async ({ page }) => {
  await loginAs(page, "client");
  const settled = (await listed(page)).find((a) => a.status === "settled");
  expect(settled, "the demo client has a settled application").toBeTruthy();
  await page.goto("/client");
  await page.getByLabel("Search applications").fill(settled!.applicationNumber);
  await page.getByRole("link", { name: settled!.applicationNumber }).click();

  await expect(page.getByTestId("next-step").getByRole("link")).toHaveText("View your loan");
  const nav = page.getByRole("navigation", { name: "Sections of this application" });
  await expect(nav.getByRole("link").first()).toHaveText("Your loan");
  const loan = page.getByRole("region", { name: "Your loan", exact: true });
  await expect(loan.getByText("Next payment").first()).toBeVisible();
  await expect(loan.getByText("Balance after payments due to date")).toBeVisible();
  const schedule = loan.getByRole("table", { name: "Repayment schedule" });
  await expect(schedule.locator("tbody tr").last()).toContainText("$0.00");
  // The loan comes before the rest: no offer to accept any more.
  await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(0);
});

test("the link in the client's e-mail lands on its section of the workspace", async ({ page, browser }) => {
  await loginAs(page, "client");
  const app = (await listed(page)).find((a) => !["settled", "declined", "withdrawn"].includes(a.status))!;
  const staff = await pageAs(browser, "staff");
  const content = `Workspace e2e ${Date.now()}: please check your documents.`;
  const sent = await staff.request.post("/api/messages", { data: { applicationId: app.id, content } });
  expect(sent.ok()).toBe(true);

  await page.goto("/dev/outbox");
  const mail = page
    .getByTestId("outbox-mail")
    .filter({ hasText: "client@bizfund.example" })
    .filter({ hasText: "New message about your application" })
    .first();
  await expect(mail).toBeVisible();
  const href = ((await mail.textContent()) ?? "").match(
    new RegExp(`https?://[^\\s"]+/client/applications/${app.id}#messages`),
  )?.[0];
  expect(href, "the e-mail links the workspace's messages").toBeTruthy();
  await page.goto(href!.replace(/^https?:\/\/[^/]+/, ""));
  const messages = page.getByRole("region", { name: "Messages", exact: true });
  await expect(messages.getByRole("heading", { name: "Messages", level: 2 })).toBeInViewport();
  await expect(messages.getByText(content)).toBeVisible();
});
