import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";
import { openAsStaff } from "./staff-steps";

// Issue 16 items 6 and 7: staff take an application into their own queue and keep an internal note
// the client never sees; the client hears about the status change through the bell.
test("staff assign to themself, filter 'Assigned to me', note internally; the client sees the bell, not the note", async ({
  browser,
}) => {
  const client = await pageAs(browser, "client");
  const mine = (await (await client.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
    status: string;
  }[];
  const app = mine.find((a) => a.status === "submitted");
  expect(app, "the demo client has a submitted application").toBeTruthy();
  const { id, applicationNumber } = app!;
  const NOTE = `Internal only: director flagged an ATO payment plan (${applicationNumber})`;

  const staff = await pageAs(browser, "staff");
  await openAsStaff(staff, { applicationNumber });
  const panel = staff.locator("main");
  await panel.getByRole("button", { name: "Assign to me" }).click();
  await expect(staff.getByText(/^Assigned to \S+ \S+$/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Unassign" })).toBeVisible();
  await panel.getByLabel("New internal note").fill(NOTE);
  await panel.getByRole("button", { name: "Add note" }).click();
  await expect(panel.getByRole("list", { name: "Internal notes" })).toContainText(NOTE);
  // A status change the client hears about.
  await panel.locator("#status-select").selectOption("in_review");
  await expect(staff.getByText("Application status updated successfully")).toBeVisible();

  // The queue, filtered to the viewer's own applications.
  await staff.goto("/staff");
  await staff.getByLabel("Assignee").selectOption("me");
  await staff.getByRole("button", { name: "Apply filters" }).click();
  await expect(staff).toHaveURL(/assignee=me/);
  const rows = staff.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(applicationNumber);
  await expect(staff.getByRole("table", { name: "Applications" })).toContainText("In status");

  // /staff#settings leads to the Settings tab: the targets (read-only for staff) and their e-mails.
  await staff.goto("/staff#settings");
  await expect(staff.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(staff.getByRole("heading", { name: "Status targets" })).toBeVisible();
  await expect(staff.getByText("Only an admin can change the targets.")).toBeVisible();
  await expect(staff.getByRole("checkbox", { name: "Applications assigned to you" })).toBeVisible();

  // The client: the bell has the news; the note is nowhere in their page or API answers.
  await client.goto(`/client/applications/${id}`);
  await expect(client.getByRole("main")).toContainText(applicationNumber);
  await expect(client.locator("body")).not.toContainText("ATO payment plan");
  await client.goto("/client");
  const bell = client.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(client.getByRole("link", { name: `Application ${applicationNumber}: Under Review` })).toBeVisible();
  await client.getByRole("button", { name: "Mark all as read" }).click();
  await expect(client.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  const detail = await (await client.request.get(`/api/applications/${id}`)).text();
  expect(detail).toContain(applicationNumber);
  expect(detail).not.toContain("ATO payment plan");
  expect((await client.request.get(`/api/staff/applications/${id}/notes`)).status()).toBe(403);
});
