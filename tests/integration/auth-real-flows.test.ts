// Sign-in, logout and redirects through next-auth's REAL handlers and cookies (not the actAs() stub):
// the session cookie a browser would hold is captured, replayed and tampered with here.
// Here sessions, logout, renewal, next-auth's URLs and development logins; sign-in limits and redirects are
// in auth-real-flows-sign-in.test.ts.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestBrowser, redirectTarget } from "../support/browser";
import { testDatabase } from "../support/fixtures";
import { as, callback, loadRealAuth, m, me, ORIGIN, PASSWORD, thrown } from "../support/real-auth";

const { servedHeaders, withTestClientIp } = await vi.hoisted(() => import("../support/browser"));
vi.unmock("@/lib/auth/auth");
vi.unmock("@/lib/auth/session-token");
vi.mock("next/headers", () => servedHeaders);
vi.mock("@/lib/http/request", withTestClientIp);
vi.mock("@/lib/http/client", withTestClientIp);
beforeAll(loadRealAuth);

describe("logout revokes the session on the server (#13 item 8)", () => {
  it("a copied session cookie stops working after POST /api/logout", async () => {
    const owner = new TestBrowser("10.8.0.1");
    await callback(owner, "password", { email: "client@bizfund.example", password: PASSWORD, callbackUrl: "/client" });
    const copied = owner.sessionToken();
    expect(copied).toBeTruthy();
    expect(await me(owner)).toBe(200);

    const thief = new TestBrowser("10.8.0.99");
    thief.jar.set("authjs.session-token", copied!);
    expect(await me(thief)).toBe(200);

    const out = await as(owner, () =>
      thrown(m.LOGOUT(new Request(`${ORIGIN}/api/logout`, { method: "POST", headers: owner.headers() }))),
    );
    expect(redirectTarget(out)).toBe(`${ORIGIN}/`);
    expect(owner.sessionToken()).toBeUndefined();

    // The copy still verifies as a JWT, but its session row is revoked.
    expect(await me(thief)).toBe(401);
    const prisma = testDatabase().connection.prisma;
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "client@bizfund.example" } });
    expect(await prisma.auditEvent.count({ where: { actorId: user.id, action: "auth.signout" } })).toBeGreaterThan(0);
  });

  it("each sign-in gets its own server-side session with an absolute lifetime by role", async () => {
    const prisma = testDatabase().connection.prisma;
    const client = new TestBrowser("10.8.1.1");
    const staff = new TestBrowser("10.8.1.2");
    await callback(client, "password", {
      email: "client2@bizfund.example",
      password: PASSWORD,
      callbackUrl: "/client",
    });
    await callback(staff, "password", { email: "staff@bizfund.example", password: PASSWORD, callbackUrl: "/staff" });
    const rows = await prisma.session.findMany({
      where: { user: { email: { in: ["client2@bizfund.example", "staff@bizfund.example"] } } },
      include: { user: true },
    });
    const hours = (r: (typeof rows)[number]) => (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000;
    expect(rows.filter((r) => r.user.role === "client").map(hours)).toEqual([24]);
    expect(rows.filter((r) => r.user.role === "staff").map(hours)).toEqual([12]);

    // Past its absolute end the session is over, however fresh (slid) the cookie is.
    expect(await me(client)).toBe(200);
    const row = rows.find((r) => r.user.role === "client")!;
    await prisma.session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await me(client)).toBe(401);
  });
});

describe("logout is a POST from our own pages (#39 item 12d)", () => {
  it("GET /api/logout never signs out, with or without Sec-Fetch-Site: it asks, with a form that POSTs", async () => {
    const b = new TestBrowser("10.8.6.1");
    await callback(b, "password", { email: "client2@bizfund.example", password: PASSWORD, callbackUrl: "/client" });
    for (const site of [null, "none", "same-origin", "cross-site"]) {
      const headers = b.headers();
      if (site) headers.set("sec-fetch-site", site);
      else headers.delete("sec-fetch-site");
      headers.delete("origin");
      const res = await as(b, async () => m.LOGOUT_GET(new Request(`${ORIGIN}/api/logout`, { headers })));
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toBeNull();
      const html = await res.text();
      expect(html).toContain("<h1>Log out?</h1>");
      expect(html).toMatch(
        /<form method="post" action="\/api\/logout"><button type="submit">Log out<\/button><\/form>/,
      );
      expect(await me(b)).toBe(200);
    }

    // Another site's form is refused; our own page's logs out.
    const forged = await as(b, () =>
      m.LOGOUT(
        new Request(`${ORIGIN}/api/logout`, {
          method: "POST",
          headers: b.headers({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
        }),
      ),
    );
    expect(forged.status).toBe(403);
    expect(await me(b)).toBe(200);
    const out = await as(b, () =>
      thrown(m.LOGOUT(new Request(`${ORIGIN}/api/logout`, { method: "POST", headers: b.headers() }))),
    );
    expect(redirectTarget(out)).toBe(`${ORIGIN}/`);
    expect(b.sessionToken()).toBeUndefined();
  });
});

describe("sliding renewal checks the session row first (#39 item 10)", () => {
  const setCookies = (res: Response) => res.headers.getSetCookie();
  const sessionCookie = (lines: string[]) => lines.find((l) => l.startsWith("authjs.session-token="));

  it("a revoked session's copied cookie, over ten minutes old, gets no renewal from the proxy and is cleared", async () => {
    const { proxy } = await import("@/proxy");
    const owner = new TestBrowser("10.8.3.1");
    await callback(owner, "password", {
      email: "partner@bizfund.example",
      password: PASSWORD,
      callbackUrl: "/partner",
    });
    const copied = owner.sessionToken()!;
    const thief = new TestBrowser("10.8.3.99");
    thief.jar.set("authjs.session-token", copied);
    thief.jar.set("bf_signed_in", "1");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      // While the session is live, the copy is renewed like any active session (the control).
      const live = await proxy(new NextRequest(`${ORIGIN}/partner`, { headers: thief.headers() }));
      const renewed = sessionCookie(setCookies(live));
      expect(renewed).toMatch(/^authjs\.session-token=[^;]+;.*Max-Age=7200/i);

      await as(owner, () =>
        thrown(m.LOGOUT(new Request(`${ORIGIN}/api/logout`, { method: "POST", headers: owner.headers() }))),
      );
      const after = await proxy(new NextRequest(`${ORIGIN}/partner`, { headers: thief.headers() }));
      const lines = setCookies(after);
      // No fresh two-hour cookie: the session cookie and the signed-in hint are cleared instead.
      expect(sessionCookie(lines)).toMatch(/^authjs\.session-token=;.*Max-Age=0/i);
      expect(lines.find((l) => l.startsWith("bf_signed_in="))).toMatch(/^bf_signed_in=;.*Max-Age=0/i);
      expect(lines.join("\n")).not.toMatch(/Max-Age=7200/i);
      expect(await me(thief)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("next-auth's own URLs come from APP_URL (#39 item 12a)", () => {
  // The address the server hands Next (scripts/server.mjs listens on loopback), not the public one.
  const LOOPBACK = "http://localhost:43123";
  const PUBLIC = "http://bizfund.test";
  const onLoopback = (b: TestBrowser, extra: Record<string, string> = {}) =>
    b.headers({ host: "localhost:43123", origin: LOOPBACK, ...extra });
  // A public APP_URL (Next's request URL turns 127.0.0.1 into localhost, so the suite's own would not tell).
  beforeAll(async () => {
    vi.stubEnv("APP_URL", PUBLIC);
    vi.stubEnv("DEV_LOGINS", "0");
    (await import("@/lib/env")).resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    (await import("@/lib/env")).resetEnvForTests();
  });

  it("/api/auth/providers lists APP_URL's addresses, never the listening address", async () => {
    const b = new TestBrowser("10.8.5.1");
    const res = await m.handlers.GET(new NextRequest(`${LOOPBACK}/api/auth/providers`, { headers: onLoopback(b) }));
    expect(res.status).toBe(200);
    const providers = Object.values((await res.json()) as Record<string, { signinUrl: string; callbackUrl: string }>);
    expect(providers.length).toBeGreaterThan(0);
    for (const p of providers) {
      expect(p.signinUrl.startsWith(`${PUBLIC}/api/auth/signin/`)).toBe(true);
      expect(p.callbackUrl.startsWith(`${PUBLIC}/api/auth/callback/`)).toBe(true);
    }
    expect(JSON.stringify(providers)).not.toContain("localhost");
  });

  it("a failed sign-in redirects to APP_URL's /signin, never to localhost", async () => {
    const b = new TestBrowser("10.8.5.2");
    const csrf = b.absorb(
      await m.handlers.GET(new NextRequest(`${LOOPBACK}/api/auth/csrf`, { headers: onLoopback(b) })),
    );
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await m.handlers.POST(
      new NextRequest(`${LOOPBACK}/api/auth/callback/password`, {
        method: "POST",
        headers: onLoopback(b, { "content-type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams({ email: "client@bizfund.example", password: "wrong-password", csrfToken }),
      }),
    );
    const location = res.headers.get("location") ?? "";
    expect(location.startsWith(`${PUBLIC}/signin?`)).toBe(true);
    expect(location).toMatch(/error=/);
    expect(location).not.toContain("localhost");
  });
});

describe("development logins (#13 item 11)", () => {
  it.each(["admin", "superuser", "client\nadmin", ""])(
    "POST /api/auth/callback/dev with role=%j gives no session",
    async (role) => {
      const b = new TestBrowser("10.8.2.1");
      const res = await callback(b, "dev", { role, callbackUrl: "/staff" });
      expect(res.headers.get("location")).toContain("error=CredentialsSignin");
      expect(b.sessionToken()).toBeUndefined();
      expect(await me(b)).toBe(401);
    },
  );

  it("the documented staff login works and lands on APP_URL's /staff", async () => {
    const b = new TestBrowser("10.8.2.2");
    const res = await callback(b, "dev", { role: "staff", callbackUrl: "/staff" });
    expect(res.headers.get("location")).toBe(`${ORIGIN}/staff`);
    expect(await me(b)).toBe(200);
    const viaRoute = new TestBrowser("10.8.2.3");
    const out = await as(viaRoute, () => thrown(m.devLogin()));
    expect(redirectTarget(out)).toBe(`${ORIGIN}/staff`);
  });
});
