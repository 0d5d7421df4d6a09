import { expect, type Page } from "@playwright/test";
import { workspaceHref, type WorkspaceSection } from "../../lib/applications/workspace-links";
import { routerReady } from "./fixtures";

/**
 * THE way staff open an application (issue #36 item 1): its deal workspace, a page of its own. By
 * number, as staff do it, through the queue's search and the row's link; by id (a link from an
 * e-mail or a notification), straight to its address and section.
 */
export async function openAsStaff(
  staff: Page,
  app: { applicationNumber: string; id?: string },
  section?: WorkspaceSection,
) {
  if (app.id) {
    await staff.goto(workspaceHref("staff", app.id, section));
    await routerReady(staff);
  } else {
    await staff.goto(`/staff?q=${encodeURIComponent(app.applicationNumber)}`);
    await routerReady(staff);
    const row = staff.locator("tbody tr").filter({ hasText: app.applicationNumber }).first();
    await row.getByRole("link").first().click();
    await staff.waitForURL(/\/staff\/applications\/[^/#?]+/);
    // The panel's controls answer only once the page is live: a status picked before hydration changes
    // the native select and opens nothing (a loaded CI run lost the settlement dialog that way).
    await routerReady(staff);
    if (section) await staff.goto(`${staff.url().split("#")[0]}#${section}`);
  }
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(staff.getByText(app.applicationNumber, { exact: true }).first()).toBeVisible();
}
