// Every portal page and tab for each role, walked the same way by the axe spec (portal-axe.spec.ts)
// and by `npm run shots` (scripts/shots.ts). The tabs are read from the page, so a new tab is
// covered without touching this list.
import type { Page } from "@playwright/test";
import type { E2eRole } from "./fixtures";

export const ROLES: readonly E2eRole[] = ["client", "partner", "staff", "admin"];

/** The roles whose queue rows open a deal workspace, a page of its own (issue #36), not a sheet. */
const WORKSPACE_ROLES: readonly E2eRole[] = ["staff", "admin"];

/** The portal pages each role can open (the full-application page is reached from the details). */
export const PORTAL_PAGES: Record<E2eRole, readonly string[]> = {
  client: ["/client", "/account"],
  partner: ["/partner", "/account"],
  staff: ["/staff", "/account"],
  admin: ["/staff", "/staff/admin", "/account"],
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Visits every page of `role`'s portal, every tab on it and the first application's details (and
 * that application's full-application page when it links one), calling `visit` with a short name
 * at each stop. The caller has signed the page in as `role`.
 */
export async function walkPortal(page: Page, role: E2eRole, visit: (name: string) => Promise<void>) {
  const completes = new Set<string>();
  for (const path of PORTAL_PAGES[role]) {
    await page.goto(path);
    await page.locator("main").first().waitFor();
    // Streamed content arrives hidden and React reveals it a frame or more later (in batches 300 ms
    // apart): the tabs are read once nothing is left to reveal.
    await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
    const base = slug(path) === role ? role : `${role}-${slug(path)}`;
    const tabs = page.getByRole("tab");
    const names = (await tabs.allTextContents()).map((t) => t.trim());
    if (names.length === 0) await visit(base);
    for (const name of names) {
      await page.getByRole("tab", { name, exact: true }).click();
      await page.getByRole("tabpanel", { name }).waitFor();
      await visit(`${base}-${slug(name)}`);
    }
    if (names.length > 0 && !WORKSPACE_ROLES.includes(role)) {
      await page.getByRole("tab", { name: names[0], exact: true }).click();
      const opener = page
        .getByRole("button", { name: /^View Details for/ })
        .or(page.locator('[role="tabpanel"] tbody tr[tabindex="0"]'))
        .first();
      // The client's applications open in their own workspace (ADR 078), walked below.
      if (role !== "client" && (await opener.isVisible())) {
        await opener.click();
        const sheet = page.getByRole("dialog");
        await sheet.waitFor();
        await page.waitForLoadState("networkidle");
        await visit(`${base}-details`);
        const href = await sheet
          .getByRole("link", { name: /^Complete (your|the) application$/ })
          .getAttribute("href", { timeout: 1_000 })
          .catch(() => null);
        if (href) completes.add(href);
        await page.keyboard.press("Escape");
        await sheet.waitFor({ state: "hidden" });
      }
    }
  }
  if (role === "client") for (const href of await walkClientWorkspaces(page, visit)) completes.add(href);
  if (role === "partner") await visitPartnerWorkspace(page, visit, completes);
  // Staff and admin: the first queued application's deal workspace, every section on one page.
  if (WORKSPACE_ROLES.includes(role)) {
    await page.goto("/staff");
    const href = await page
      .locator('[role="tabpanel"] tbody tr')
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href", { timeout: 5_000 })
      .catch(() => null);
    if (href) {
      await page.goto(href);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
      await visit(`${role}-workspace`);
    }
  }
  for (const href of completes) {
    await page.goto(href);
    await page.locator("main").first().waitFor();
    await visit(`${role}-complete-application`);
  }
}

/**
 * The client's deal workspaces (ADR 078): the first application in the list, and a settled one
 * (it opens on 'Your loan'). Returns the full-application page the first one links.
 */
async function walkClientWorkspaces(page: Page, visit: (name: string) => Promise<void>): Promise<string[]> {
  const apps = (await (await page.request.get("/api/applications")).json()) as { id: string; status: string }[];
  const settled = apps.find((a) => a.status === "settled");
  await page.goto("/client");
  const first = await page
    .getByRole("table", { name: "My Applications" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  const stops: [string, string][] = [
    ["client-workspace", first!],
    ...(settled ? ([["client-workspace-settled", `/client/applications/${settled.id}`]] as [string, string][]) : []),
  ];
  const completes: string[] = [];
  for (const [name, href] of stops) {
    await page.goto(href);
    await page.getByTestId("next-step").waitFor();
    await page.waitForLoadState("networkidle");
    await visit(name);
    const complete = await page
      .getByRole("link", { name: /^(Complete your application|See your full application)$/ })
      .getAttribute("href", { timeout: 1_000 })
      .catch(() => null);
    if (complete && !completes.length) completes.push(complete);
  }
  return completes;
}

/**
 * The partner's deal workspace (issue #36 item 1): the first referral in the pipeline opens at its
 * own address; its full-application page is walked with the others.
 */
async function visitPartnerWorkspace(page: Page, visit: (name: string) => Promise<void>, completes: Set<string>) {
  await page.goto("/partner");
  const href = await page
    .getByRole("link", { name: /^View Details for/ })
    .first()
    .getAttribute("href");
  if (!href) return;
  await page.goto(href);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  await visit("partner-workspace");
  const complete = await page.getByRole("link", { name: "Complete the application" }).getAttribute("href");
  if (complete) completes.add(complete);
}
