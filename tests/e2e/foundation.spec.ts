import { expect, test } from "@playwright/test";

test("the home page and health check answer on the production build", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/api/ready");
  expect(await ready.json()).toEqual({ status: "ready", database: "ok", migrations: "ok" });
  const storage = await request.get("/api/health/storage");
  expect(storage.status()).toBe(200);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path is a real 404 titled Page Not Found", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("an /api address no route answers is the API's JSON 404, and named routes still answer", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api"],
    ["GET", "/api/no-such-route"],
    ["POST", "/api/applications/no-such-id/no-such-action"],
    ["DELETE", "/api/staff/nothing-here"],
  ] as const) {
    const res = await request.fetch(path, { method, ...(method === "POST" ? { data: {} } : {}) });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()["content-type"], path).toContain("application/json");
    expect(res.headers()["cache-control"], path).toBe("no-store");
    expect((await res.json()).message, path).toBe("Not Found");
  }
  // Every named route is more specific than the catch-all, next-auth's own catch-all included.
  expect((await request.get("/api/health")).status()).toBe(200);
  expect((await request.get("/api/auth/csrf")).status()).toBe(200);
  expect((await request.get("/api/applications")).status()).toBe(401);
});

test("GET /api/auth/user is 401 signed out and the dev login signs a client in", async ({ page, request }) => {
  expect((await request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/api/dev/login-client");
  await expect(page).toHaveURL(/\/client$/);
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ role: "client", email: "client@bizfund.example", firstName: "Sarah" });
  expect(Object.keys(await me.json()).sort()).toEqual(["email", "firstName", "id", "lastName", "role"]);
});
