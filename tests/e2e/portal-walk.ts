// Every portal page and tab for each role, walked the same way by the axe spec (portal-axe.spec.ts)
// and by `npm run shots` (scripts/shots.ts). The tabs are read from the page, so a new tab is
// covered without touching this list.
import type { Page } from "@playwright/test";
import type { E2eRole } from "./fixtures";

export const ROLES: readonly E2eRole[] = ["client", "partner", "staff", "admin"];

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
    if (names.length > 0) {
      await page.getByRole("tab", { name: names[0], exact: true }).click();
      const opener = page
        .getByRole("button", { name: /^View Details for/ })
        .or(page.locator('[role="tabpanel"] tbody tr[tabindex="0"]'))
        .first();
      if (await opener.isVisible()) {
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
  for (const href of completes) {
    await page.goto(href);
    await page.locator("main").first().waitFor();
    await visit(`${role}-complete-application`);
  }
}
