import type { Page } from "@playwright/test";

/** Sign in as a seeded demo user through the development login (no UI round trip). */
export async function loginAs(page: Page, role: "client" | "partner" | "staff") {
  await page.goto(`/api/dev/login-${role}`);
  await page.waitForURL((url) => !url.pathname.startsWith("/api/dev/"));
}
