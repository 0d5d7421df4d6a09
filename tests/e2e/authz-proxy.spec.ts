import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { loginAs } from "./fixtures";

// The handlers hold without the proxy: a forged x-middleware-subrequest header (which once let requests
// skip Next.js middleware) changes nothing, because every handler checks the session itself.
const PROTECTED: [string, string][] = [
  ["GET", "/api/applications"],
  ["GET", "/api/documents"],
  ["GET", "/api/messages?applicationId=x"],
  ["GET", "/api/leads"],
  ["GET", "/api/broker/applications"],
  ["GET", "/api/broker/dashboard"],
  ["GET", "/api/staff/dashboard"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/audit"],
  ["PATCH", "/api/applications/x/status"],
  ["POST", "/api/applications/x/ai-assessment"],
  ["POST", "/api/messages/ai-response"],
];

test("protected endpoints answer 401 signed out, with or without a forged middleware header", async ({ request }) => {
  for (const [method, path] of PROTECTED) {
    const variants: Record<string, string>[] = [
      {},
      {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
        "x-middleware-subrequest-id": "1",
      },
    ];
    for (const headers of variants) {
      const res = await request.fetch(path, {
        method,
        headers: method === "GET" ? headers : { ...headers, "content-type": "application/json", origin: BASE_URL },
        data: method === "GET" ? undefined : {},
      });
      expect(res.status(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
    }
  }
});

test("a client's session reaches no staff or partner endpoint, even with the forged header", async ({ page }) => {
  await page.goto("/api/dev/login-client");
  for (const path of ["/api/staff/dashboard", "/api/broker/dashboard", "/api/leads", "/api/admin/users"]) {
    const res = await page.request.get(path, {
      headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    });
    expect(res.status(), path).toBe(403);
  }
  const cross = await page.request.post("/api/messages", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { applicationId: "x", content: "hi" },
  });
  expect(cross.status()).toBe(403);
});

// The Content-Security-Policy of each kind of response is tested in csp.spec.ts.
test("responses carry the security headers", async ({ request }) => {
  const page = await request.get("/signin");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const api = await request.get("/api/auth/user");
  expect(api.headers()["cache-control"]).toContain("no-store");
});

// The proxy rewrites a refused portal request to the segment's access state (ADR 012): the browser
// stays on the portal's URL and sees the same texts the page itself would show.
test("each portal shows its access state at its own URL, signed out and with the wrong role", async ({ page }) => {
  const signedOut: [string, string][] = [
    ["/client", "Client Portal"],
    ["/partner", "Broker Portal"],
    ["/broker-portal", "Broker Portal"],
    ["/staff/admin", "Administration"],
  ];
  for (const [path, title] of signedOut) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Please sign in to continue.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      `/api/login?callbackUrl=${encodeURIComponent(path)}`,
    );
  }
  await loginAs(page, "client");
  const denied: [string, string][] = [
    ["/partner", "You need broker partner access to view this portal."],
    ["/staff", "You need staff access to view this page."],
    ["/staff/admin", "You need admin access to view this page."],
  ];
  for (const [path, message] of denied) {
    await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText("Signed in as:")).toContainText("(client)");
  }
});

test("admin signs in with password and TOTP (fixture) and reaches the administration page", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/staff/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  const users = await page.request.get("/api/admin/users");
  expect(users.status()).toBe(200);
});

// proxy.ts answers a portal without the right role, and /application with a draft, by rewriting to
// another page at the same address. Next once took those rewrites for external ones on a server bound
// to 127.0.0.1 and fetched the page over HTTP from localhost (vercel/next.js#94745): a second request
// through the proxy that could fail with ECONNRESET. A rewrite handled inside the server names only a path.
test("the proxy's rewrites stay inside the server, and no redirect names the server's own address", async ({
  request,
}) => {
  const rewrites = [
    await request.get("/staff", { maxRedirects: 0 }),
    await request.get("/application", { headers: { cookie: "bizfund_draft=not-a-draft" }, maxRedirects: 0 }),
  ];
  for (const res of rewrites) {
    expect(res.status(), res.url()).toBe(200);
    const rewrite = res.headers()["x-middleware-rewrite"];
    expect(rewrite, res.url()).toMatch(/^\/(access|application)\//);
  }
  const confirm = await request.get(`/api/newsletter/confirm?token=${"x".repeat(20)}`, { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  expect(confirm.headers()["location"]).toBe("/newsletter/expired");
});
