import { expect, test, type Page } from "@playwright/test";
import { inlineScriptHashes } from "../../lib/http/csp-hashes";
import { MARKETING_PAGES } from "../../lib/marketing/content";

// ADR 005: static pages allow their own inline scripts by build-time hash, pages rendered per request
// by nonce, /api nothing at all. No page allows 'unsafe-inline' script.
const STATIC_PAGES = [
  "/",
  "/home",
  "/newsletter/confirmed",
  "/newsletter/expired",
  // The wizard for a browser with nothing to restore (ADR 037).
  "/application",
  ...MARKETING_PAGES.map((p) => p.path),
];
const scriptSrc = (csp: string | undefined) => csp?.match(/(?:^|;\s*)script-src ([^;]*)/)?.[1] ?? "";

/** Collects CSP violations the browser reports, as events and as console errors. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content[ -]Security[ -]Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction("__reportCspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      );
    });
  });
  return violations;
}

/** True once React has hydrated the element (it attaches its fiber to hydrated DOM nodes). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

test("every static page sends the hashes of exactly the inline scripts it serves, and no 'unsafe-inline' script", async ({
  request,
}) => {
  for (const path of STATIC_PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const sources = scriptSrc(res.headers()["content-security-policy"]);
    expect(sources, path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|strict-dynamic/);
    const hashes = sources.split(" ").filter((s) => s.startsWith("'sha256-"));
    expect(sources, path).toBe(["'self'", ...hashes].join(" "));
    expect(hashes.sort(), path).toEqual(inlineScriptHashes(await res.text()).sort());
    expect(hashes.length, path).toBeGreaterThan(0);
  }
});

test("static marketing pages hydrate and work with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/pricing", "/faq", "/working-capital", "/contact"]) {
    const res = await page.goto(path);
    expect(scriptSrc(res?.headers()["content-security-policy"]), path).not.toContain("unsafe-inline");
    await expect.poll(() => hydrated(page, "h1"), { message: path }).toBe(true);
  }

  await page.goto("/faq");
  const question = page.getByRole("button", { name: "How long does approval take?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");

  await page.goto("/working-capital");
  const monthly = page.getByTestId("wc-monthly");
  const before = await monthly.textContent();
  await page.getByRole("slider", { name: "Loan amount" }).focus();
  await page.keyboard.press("End");
  await expect(monthly).not.toHaveText(before!);

  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();

  // A client-side navigation fetches the next page's RSC payload (no inline script) under this policy.
  await page.goto("/faq");
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  // The header's logo, a router link.
  await page.getByRole("banner").getByRole("link", { name: "BizFund Australia", exact: true }).click();
  await page.waitForURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Get a decision in 72hrs" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  expect(violations).toEqual([]);
});

test("an injected inline script is blocked on a static page", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/pricing");
  await expect.poll(() => hydrated(page, "h1")).toBe(true);
  expect(violations).toEqual([]);
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.includes("script-src"))).toBe(true);
});

test("a path that is no page gets the not-found page's hashes, and it hydrates", async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  expect(scriptSrc(res?.headers()["content-security-policy"])).not.toMatch(/unsafe-inline|nonce-/);
  await expect.poll(() => hydrated(page, "h1")).toBe(true);
  expect(violations).toEqual([]);
});

test("pages rendered per request get a fresh nonce and hydrate under it", async ({ page, request }) => {
  const [a, b] = [await request.get("/signin"), await request.get("/signin")];
  const nonce = (r: typeof a) =>
    scriptSrc(r.headers()["content-security-policy"]).match(/^'self' 'nonce-([^']+)' 'strict-dynamic'$/)?.[1];
  expect(nonce(a)).toBeTruthy();
  expect(nonce(a)).not.toBe(nonce(b));
  const violations = await watchViolations(page);
  await page.goto("/signin");
  await expect.poll(() => hydrated(page, "h1")).toBe(true);
  expect(violations).toEqual([]);
});

test("/application is the prerendered wizard, or with a draft cookie the one that restores it, at the same address", async ({
  browser,
  request,
}) => {
  const anonymous = await request.get("/application");
  expect(scriptSrc(anonymous.headers()["content-security-policy"])).toMatch(/^'self'( 'sha256-[^']+')+$/);
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: "bizfund_draft", value: "not-a-draft", url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const res = await page.goto("/application");
    // The address stays /application (the wizard then records its step in it: ?step=1).
    expect(page.url()).toMatch(/\/application(\?step=\d+)?$/);
    expect(scriptSrc(res?.headers()["content-security-policy"])).toMatch(/^'self' 'nonce-[^']+' 'strict-dynamic'$/);
    // A cookie that matches no draft opens an empty wizard.
    await expect(page.getByText("Step 1 of 11")).toBeVisible();
    await expect.poll(() => hydrated(page, "h1")).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test("/api responses carry the minimal policy and the fixed security headers", async ({ request }) => {
  // Set by next.config.ts: proxy.ts does not run for /api (ADR 043). A 401 from a handler, a 404
  // for a file and an answer that matches no route at all carry them alike.
  for (const path of ["/api/health", "/api/auth/user", "/api/resources/no-such-file.pdf", "/api/no-such-route"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
  }
});
