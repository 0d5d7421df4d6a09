import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

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
