import { expect, test } from "@playwright/test";
import { loginAs } from "./fixtures";

test("a client paginates, searches, opens details, uploads a PDF and sends a message with Enter", async ({ page }) => {
  await loginAs(page, "client");
  await expect(page.getByRole("heading", { name: /Welcome back, Sarah/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
  const rows = page.getByRole("table", { name: "My Applications" }).locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/Page 2 of \d/)).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  const first = await rows.first().locator("td").nth(1).textContent();
  await page.getByLabel("Search applications").fill(first!.slice(0, 6));
  // A row opens the application's own workspace (ADR 078); back to the list from there.
  await rows.first().click();
  await expect(page).toHaveURL(/\/client\/applications\/[^/?#]+$/);
  await expect(page.getByRole("heading", { name: "Overview and timeline" })).toBeVisible();
  await expect(page.getByText(/Progress: \d\/7 steps/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Timeline", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to your applications" }).click();
  await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();

  await page.getByRole("tab", { name: "Documents" }).click();
  await page.getByLabel("Choose files to upload").setInputFiles({
    name: "bank-statement.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await expect(page.getByText("Upload successful")).toBeVisible();
  await expect(page.getByRole("table", { name: "My Documents" }).getByText("bank-statement.pdf")).toBeVisible();
  await page
    .getByLabel("Choose files to upload")
    .setInputFiles({ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByText("Invalid file")).toBeVisible();

  await page.getByRole("tab", { name: "Messages" }).click();
  const composer = page.getByLabel("Type your message");
  await composer.fill("Hello from the e2e test");
  await composer.press("Enter");
  await expect(page.getByRole("log").getByText("Hello from the e2e test")).toBeVisible();
  await expect(composer).toHaveValue("");
});

test("a partner filters applications, opens a referral's workspace, adds a lead and downloads a statement", async ({
  page,
}) => {
  await loginAs(page, "partner");
  await expect(page.getByRole("heading", { name: /Welcome back, Michael/ })).toBeVisible();
  for (const card of ["Total Applications", "Active Applications", "Settled This Month", "Monthly Commissions"])
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  await page.getByLabel("Status").selectOption("settled");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]status=settled/);
  const cards = page.getByRole("link", { name: /View Details for/ });
  expect(await cards.count()).toBeGreaterThan(0);
  await cards.first().click();
  await expect(page.getByRole("heading", { name: "Timeline", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to your referrals" }).click();
  await page.getByLabel("Search").fill("zzzz-no-match");
  await page.getByLabel("Search").press("Enter");
  await expect(page.getByText("No applications found")).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Dashboard data has been updated")).toBeVisible();

  await page.getByRole("tab", { name: "Lead Management" }).click();
  await page.getByRole("button", { name: /Add (First )?Lead/ }).click();
  await page.getByLabel("Contact name").fill("Sam Lee");
  await page.getByLabel("Business name").fill("Lee Bakery");
  await page.getByLabel("Email").fill("sam.lee@example.com");
  await page.getByRole("button", { name: "Save Lead" }).click();
  await expect(page.getByText("Lee Bakery")).toBeVisible();

  await page.getByRole("tab", { name: "Commission Tracking" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Commission Statement" }).click();
  const file = await download;
  const content = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(content).toString()).toContain('"Total"');

  await page.getByRole("tab", { name: "Performance Analytics" }).click();
  await expect(page.getByRole("img", { name: /Referrals and settlements per month/ })).toBeVisible();
});

test("staff assess an application, change its status with a note, send an AI-drafted reply, and the client sees both", async ({
  page,
  browser,
}) => {
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await loginAs(client, "client");
  const mine = (await (await client.request.get("/api/applications")).json()) as {
    applicationNumber: string;
    businessName: string;
    status: string;
  }[];
  const target = mine.find((a) => a.status === "submitted")!;
  expect(target).toBeTruthy();

  await loginAs(page, "staff");
  await expect(page.getByRole("heading", { name: "Staff Portal" })).toBeVisible();
  for (const card of ["New Applications", "In Review", "Approved", "Settled", "Total Volume"])
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  await page.getByLabel("Search").fill(target.applicationNumber);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=BF-/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("button", { name: /^AI Assess / }).click();
  await expect(page.getByText("AI Assessment Complete")).toBeVisible();
  await expect(page.getByText(/Risk Score: \d+\/100/)).toBeVisible();
  await page.locator("tbody tr").first().click();
  await page.waitForURL(/\/staff\/applications\//);
  await expect(page.getByRole("heading", { name: "AI Risk Assessment" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Risk factors" })).toBeVisible();
  await page.getByLabel("Note (required to move back)").fill("Bank statements verified");
  await page.locator("#status-select").selectOption("in_review");
  await expect(page.getByText("Application status updated successfully")).toBeVisible();

  await client.goto("/client");
  await client.getByLabel("Search applications").fill(target.applicationNumber);
  await client.getByRole("table", { name: "My Applications" }).locator("tbody tr").first().click();
  await expect(client.getByText("Application under review")).toBeVisible();
  await client.goto("/client");

  // The client watches the thread; staff draft an AI response, edit nothing, and send it.
  await client.getByRole("tab", { name: "Messages" }).click();
  const optionValue = await client
    .locator("#application-picker option", { hasText: target.applicationNumber })
    .getAttribute("value");
  await client.getByLabel("Application", { exact: true }).selectOption(optionValue!);
  // The workspace is the application's own address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: target.businessName })).toBeVisible();
  await page.getByRole("button", { name: "AI Response" }).click();
  const composer = page.getByLabel("Type your message");
  await expect(composer).toHaveValue(/Thanks for your message about application/);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("log").getByText("AI-assisted").first()).toBeVisible();
  // Within the 5 s refresh, without a reload on the client's side.
  await expect(
    client
      .getByRole("log")
      .getByText(/Thanks for your message about application/)
      .first(),
  ).toBeVisible({ timeout: 12_000 });
  await clientContext.close();
});

test("other roles see the spec's access-denied texts", async ({ page }) => {
  await loginAs(page, "partner");
  await page.goto("/client");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You need client access to view this page.")).toBeVisible();
  await page.goto("/staff");
  await expect(page.getByText("You need staff access to view this page.")).toBeVisible();
  await expect(page.getByText("Unauthorized")).toBeVisible();
  await loginAs(page, "client");
  await page.goto("/broker-portal");
  await expect(page.getByText("You need broker partner access to view this portal.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for Access" })).toHaveAttribute(
    "href",
    "/mortgage-broker-partners",
  );
});

test("/signin sends signed-in users to their portal and the header shows role links", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.getByRole("link", { name: "Login as Client" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for Funding" })).toHaveAttribute("href", "/application");
  await loginAs(page, "partner");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/partner$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Partner Portal" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff Portal" })).toHaveCount(0);
  await loginAs(page, "staff");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Staff Portal" }),
  ).toBeVisible();
});
