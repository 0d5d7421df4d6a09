import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { totp } from "../../lib/auth/totp";

export type E2eRole = "client" | "partner" | "staff" | "admin";

/** The seeded admin (lib/db/seed): admin has no development login, by design (#13 item 11). */
export const ADMIN = { email: "admin@bizfund.example", password: "BizFund-demo-2026" };

// The e2e server starts on a fresh database, so the admin enrols in TOTP once per run; the key is
// kept per port, so every spec (and a restarted worker) can compute the next code.
const secretFile = () => path.join(tmpdir(), `bizfund-e2e-admin-totp-${process.env.E2E_PORT ?? 3100}`);

/** Record the admin's TOTP key when a spec enrols the admin itself (auth-security.spec.ts). */
export function rememberAdminSecret(secret: string) {
  writeFileSync(secretFile(), secret, { mode: 0o600 });
}

const rememberedSecret = () => (existsSync(secretFile()) ? readFileSync(secretFile(), "utf8").trim() : null);

/**
 * Sign in as a seeded demo user. Client, partner and staff use the development login (no UI round
 * trip); admin signs in with the seeded password and completes the second factor, enrolling on
 * first use.
 */
export async function loginAs(page: Page, role: E2eRole) {
  if (role === "admin") return loginAsAdmin(page);
  await page.goto(`/api/dev/login-${role}`);
  await page.waitForURL((url) => !url.pathname.startsWith("/api/dev/"));
}

/** A page in a fresh browser context (its own cookies), signed in as `role`. */
export async function pageAs(browser: Browser, role: E2eRole) {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, role);
  return page;
}

async function loginAsAdmin(page: Page) {
  await page.goto("/signin");
  const form = page.getByRole("form", { name: "Sign in with email and password" });
  await form.getByLabel("Email").fill(ADMIN.email);
  await form.getByLabel("Password").fill(ADMIN.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/signin\/2fa/);
  const setupKey = page.getByTestId("totp-secret");
  const verify = page.getByLabel("Authentication code or recovery code");
  await setupKey.or(verify).first().waitFor();
  if (await setupKey.isVisible()) {
    const secret = (await setupKey.textContent())!.trim();
    rememberAdminSecret(secret);
    await page.getByLabel("Authentication code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await page.getByRole("link", { name: "Continue to the Staff Portal" }).click();
  } else {
    const secret = rememberedSecret();
    if (!secret) throw new Error("The admin is enrolled in TOTP but no spec recorded the key (rememberAdminSecret).");
    // A code is accepted once: if this window's code was just used, wait for the next window.
    for (let attempt = 0; attempt < 2; attempt++) {
      await verify.fill(totp(secret));
      await page.getByRole("button", { name: "Verify" }).click();
      const done = await page
        .waitForURL((url) => !url.pathname.startsWith("/signin"), { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (done) break;
      if (attempt === 1) throw new Error("The admin's TOTP code was refused twice.");
      await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    }
  }
  await page.waitForURL((url) => url.pathname === "/staff");
}

/**
 * Wait until Next's app router has hydrated and written its own history entry. On hydration it
 * replaces the entry with the address it read when it started, so a hash set before that write is
 * dropped without a `hashchange` (Next's behaviour, not ours): a test that changes the address on an
 * open page waits for this first, as a person's change comes after the page is live.
 */
export async function routerReady(page: Page) {
  await page.waitForFunction(() => (window.history.state as { __NA?: boolean } | null)?.__NA === true);
}
