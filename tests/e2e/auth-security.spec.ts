import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { totp } from "../../lib/auth/totp";
import { loginAs, rememberAdminSecret } from "./fixtures";

// Issue #13 against the production build: open redirect (2), sign-in slow-down message (4), TOTP
// set-up QR code and replay (7), logout revocation (8), no admin development login (11).

test("a signed-in user is never sent off-site by /signin?callbackUrl=/..//evil.example/phish", async ({ page }) => {
  await loginAs(page, "client");
  // /signin streams (it has a loading state), so its redirect is followed in the browser: watch where it lands.
  for (const target of ["/..//evil.example/phish", "//evil.example", "/\\evil.example", "https://evil.example/"]) {
    await page.goto(`/signin?callbackUrl=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL(`${BASE_URL}/client`);
  }
  const login = await page.request.get(`/api/login?callbackUrl=${encodeURIComponent("/..//evil.example/phish")}`, {
    maxRedirects: 0,
  });
  expect(login.headers()["location"]).toBe("/signin");
});

test("a copied session cookie stops working after logout", async ({ page, browser }) => {
  await loginAs(page, "partner");
  const copied = (await page.context().cookies()).filter((c) => c.name.startsWith("authjs.session-token"));
  expect(copied.length).toBeGreaterThan(0);
  const thief = await browser.newContext({ baseURL: BASE_URL });
  await thief.addCookies(copied);
  expect((await thief.request.get("/api/auth/user")).status()).toBe(200);

  const out = await page.request.post("/api/logout", { headers: { origin: BASE_URL }, maxRedirects: 0 });
  expect([303, 307]).toContain(out.status());
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  expect((await thief.request.get("/api/auth/user")).status()).toBe(401);
  await thief.close();
});

test("POST /api/auth/callback/dev with role=admin gives no session", async ({ request }) => {
  for (const role of ["admin", "superuser"]) {
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const res = await request.post("/api/auth/callback/dev", {
      form: { role, csrfToken, callbackUrl: "/staff" },
      maxRedirects: 0,
    });
    expect(res.headers()["location"], role).toContain("error=CredentialsSignin");
    expect((await request.get("/api/auth/user")).status(), role).toBe(401);
  }
  expect((await request.get("/api/dev/login-admin", { maxRedirects: 0 })).status()).toBe(404);
});

test("repeated wrong passwords show the real reason and the wait, not 'Incorrect email or password.'", async ({
  page,
}) => {
  await page.goto("/signin");
  const form = page.getByRole("form", { name: "Sign in with email and password" });
  const attempt = async (password: string) => {
    await form.getByLabel("Email").fill("e2e-slow-down@example.com");
    await form.getByLabel("Password").fill(password);
    // One attempt at a time: wait for the server action's answer before the next one.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/signin"),
      form.getByRole("button", { name: "Sign In", exact: true }).click(),
    ]);
    // The response's headers come before React has applied the answer (and reset the form): the
    // button reads "Signing in..." until then.
    await expect(form.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    // A refusal keeps the address typed; the password field is emptied.
    await expect(form.getByLabel("Email")).toHaveValue("e2e-slow-down@example.com");
    await expect(form.getByLabel("Password")).toHaveValue("");
    return form.getByRole("alert");
  };
  for (let i = 0; i < 5; i++)
    await expect(await attempt(`wrong-password-${i}`)).toHaveText("Incorrect email or password.");
  await expect(await attempt("wrong-password-6")).toHaveText(
    /^Too many sign-in attempts\. Please wait (1 minute|\d+ seconds) and try again\.$/,
  );
});

test("admin two-factor set-up shows a QR code and the key; a code works only once", async ({ page, browser }) => {
  const signIn = async (p: typeof page) => {
    await p.goto("/signin");
    const form = p.getByRole("form", { name: "Sign in with email and password" });
    await form.getByLabel("Email").fill("admin@bizfund.example");
    await form.getByLabel("Password").fill("BizFund-demo-2026");
    await form.getByRole("button", { name: "Sign In" }).click();
    await p.waitForURL(/\/signin\/2fa/);
  };
  await signIn(page);
  const qr = page.getByRole("img", { name: "QR code to add BizFund to your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  rememberAdminSecret(secret);
  const code = totp(secret);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor authentication is on.");
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue to the Staff Portal" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/staff`);

  // Someone who saw that code cannot use it again in its 30-second window.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const second = await other.newPage();
  await signIn(second);
  await second.getByLabel("Authentication code or recovery code").fill(code);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByRole("main").getByRole("alert")).toHaveText(
    "That code is not right. Try again or use a recovery code.",
  );
  await other.close();
});
