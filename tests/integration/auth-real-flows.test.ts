// Sign-in, logout and redirects through next-auth's REAL handlers and cookies (not the actAs() stub):
// the session cookie a browser would hold is captured, replayed and tampered with here.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestBrowser, redirectTarget } from "../support/browser";
import { seedDemo, testDatabase } from "../support/fixtures";

const current = vi.hoisted(() => ({ browser: null as null | { headers(): Headers; cookieStore(): unknown } }));

vi.unmock("@/lib/auth/auth");
vi.unmock("@/lib/auth/session-token");
vi.mock("next/headers", () => ({
  headers: async () => current.browser!.headers(),
  cookies: async () => current.browser!.cookieStore(),
}));
// How the client IP is found (socket, trusted proxies) is lib/http's business; each test browser names its own.
vi.mock("@/lib/http/request", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/http/request")>()),
  clientIp: (h: Headers) => h.get("x-test-client-ip") ?? "local",
}));

const ORIGIN = "http://127.0.0.1:3000";
const PASSWORD = "BizFund-demo-2026";
const EVIL = "/..//evil.example/phish";

type Mod = {
  handlers: typeof import("@/lib/auth/auth").handlers;
  ME: typeof import("@/app/api/auth/user/route").GET;
  LOGOUT: typeof import("@/app/api/logout/route").POST;
  LOGOUT_GET: (request: Request) => Response | Promise<Response>;
  LOGIN: typeof import("@/app/api/login/route").GET;
  actions: typeof import("@/app/(auth)/signin/actions");
  mfaActions: typeof import("@/app/(auth)/signin/2fa/actions");
  SignInPage: typeof import("@/app/(auth)/signin/page").default;
  devLogin: typeof import("@/app/api/dev/login-staff/route").GET;
};
let m: Mod;

beforeAll(async () => {
  process.env.DEV_LOGINS = "1";
  (await import("@/lib/env")).resetEnvForTests();
  await seedDemo();
  m = {
    handlers: (await import("@/lib/auth/auth")).handlers,
    ME: (await import("@/app/api/auth/user/route")).GET,
    LOGOUT: (await import("@/app/api/logout/route")).POST,
    LOGOUT_GET: (await import("@/app/api/logout/route")).GET,
    LOGIN: (await import("@/app/api/login/route")).GET,
    actions: await import("@/app/(auth)/signin/actions"),
    mfaActions: await import("@/app/(auth)/signin/2fa/actions"),
    SignInPage: (await import("@/app/(auth)/signin/page")).default,
    devLogin: (await import("@/app/api/dev/login-staff/route")).GET,
  };
});

/** Runs fn as if Next.js were serving browser b (next/headers reads b's cookies and headers). */
async function as<T>(b: TestBrowser, fn: () => Promise<T>): Promise<T> {
  current.browser = b;
  return fn();
}

async function callback(
  b: TestBrowser,
  provider: string,
  fields: Record<string, string>,
  extraHeaders: Record<string, string> = {},
) {
  const csrf = b.absorb(await m.handlers.GET(new NextRequest(`${ORIGIN}/api/auth/csrf`, { headers: b.headers() })));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const headers = b.headers({ "content-type": "application/x-www-form-urlencoded", ...extraHeaders });
  const res = await m.handlers.POST(
    new NextRequest(`${ORIGIN}/api/auth/callback/${provider}`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ ...fields, csrfToken }),
    }),
  );
  return b.absorb(res);
}

const me = (b: TestBrowser) =>
  as(b, async () => (await m.ME(new Request(`${ORIGIN}/api/auth/user`, { headers: b.headers() }))).status);
const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

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

describe("sign-in limits by (e-mail, client) (#13 item 4)", () => {
  it("ten wrong passwords from A slow A down with the real reason; B still signs in", async () => {
    const email = "partner2@bizfund.example";
    const attacker = new TestBrowser("198.51.100.7");
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await callback(attacker, "password", { email, password: `wrong-${i}`, callbackUrl: "/partner" });
      codes.push(new URL(res.headers.get("location")!).searchParams.get("code") ?? "");
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("credentials"));
    for (const code of codes.slice(5)) expect(code).toMatch(/^rate_limited-\d+$/);

    const owner = new TestBrowser("203.0.113.20");
    const ok = await callback(owner, "password", { email, password: PASSWORD, callbackUrl: "/partner" });
    expect(ok.headers.get("location")).toBe(`${ORIGIN}/partner`);
    expect(await me(owner)).toBe(200);

    // From A, even the right password is refused for now, and the screen says why and for how long.
    const again = await callback(attacker, "password", { email, password: PASSWORD, callbackUrl: "/partner" });
    expect(new URL(again.headers.get("location")!).searchParams.get("code")).toMatch(/^rate_limited-\d+$/);
    expect(attacker.sessionToken()).toBeUndefined();
    const state = await as(attacker, () =>
      m.actions.passwordSignIn({}, form({ email, password: PASSWORD, callbackUrl: "/partner" })),
    );
    expect(state.error).toMatch(/^Too many sign-in attempts\. Please wait (1 minute|\d{1,2} seconds) and try again\.$/);
  });

  it("a wrong password says so", async () => {
    const b = new TestBrowser("198.51.100.8");
    const state = await as(b, () =>
      m.actions.passwordSignIn(
        {},
        form({ email: "client@bizfund.example", password: "not it at all", callbackUrl: "/client" }),
      ),
    );
    expect(state).toEqual({ error: "Incorrect email or password." });
  });
});

describe("open redirect (#13 item 2)", () => {
  it("/api/login drops a callbackUrl that normalises to another host", async () => {
    const res = m.LOGIN(new Request(`${ORIGIN}/api/login?callbackUrl=${encodeURIComponent(EVIL)}`));
    expect(res.headers.get("location")).toBe("/signin");
    const fine = m.LOGIN(new Request(`${ORIGIN}/api/login?callbackUrl=${encodeURIComponent("/client?tab=documents")}`));
    expect(fine.headers.get("location")).toBe(`/signin?callbackUrl=${encodeURIComponent("/client?tab=documents")}`);
  });

  it("/signin sends a signed-in user to their portal, not to /..//evil.example/phish", async () => {
    const b = new TestBrowser("10.8.3.1");
    await callback(b, "password", { email: "client@bizfund.example", password: PASSWORD, callbackUrl: "/client" });
    for (const target of [EVIL, "//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/x"]) {
      const out = await as(b, () => thrown(m.SignInPage({ searchParams: Promise.resolve({ callbackUrl: target }) })));
      expect(redirectTarget(out)).toBe("/client");
    }
    const deep = await as(b, () =>
      thrown(m.SignInPage({ searchParams: Promise.resolve({ callbackUrl: "/client?tab=messages" }) })),
    );
    expect(redirectTarget(deep)).toBe("/client?tab=messages");
  });

  it("sign-in redirects are built from APP_URL, never from X-Forwarded-Host or the callbackUrl's host", async () => {
    const b = new TestBrowser("10.8.3.2");
    b.headers = (
      (orig) =>
      (extra = {}) =>
        orig({ "x-forwarded-host": "evil.example", ...extra })
    )(b.headers.bind(b));
    const out = await as(b, () =>
      thrown(
        m.actions.passwordSignIn(
          {},
          form({ email: "client@bizfund.example", password: PASSWORD, callbackUrl: "/client" }),
        ),
      ),
    );
    expect(redirectTarget(out)).toBe(`${ORIGIN}/client`);
    const evil = await as(new TestBrowser("10.8.3.3"), () =>
      thrown(
        m.actions.passwordSignIn({}, form({ email: "client@bizfund.example", password: PASSWORD, callbackUrl: EVIL })),
      ),
    );
    expect(redirectTarget(evil)).toBe(`${ORIGIN}/signin`);
    const res = await callback(new TestBrowser("10.8.3.4"), "password", {
      email: "client@bizfund.example",
      password: PASSWORD,
      callbackUrl: "https://evil.example/phish",
    });
    expect(res.headers.get("location")).toBe(`${ORIGIN}/`);
  });

  it("an e-mailed sign-in link cannot carry the user off-site", async () => {
    const prisma = testDatabase().connection.prisma;
    const { issueSignInLink } = await import("@/lib/auth/email-link");
    const link = new URL(await issueSignInLink(prisma, { email: "client@bizfund.example", callbackUrl: EVIL }));
    expect(link.origin).toBe(ORIGIN);
    expect(link.searchParams.get("callbackUrl")).toBe("/");
    // Even a hand-edited form on /signin/verify lands on our own origin.
    const b = new TestBrowser("10.8.3.5");
    const out = await as(b, () =>
      thrown(
        m.actions.verifySignInLink(
          {},
          form({ token: link.searchParams.get("token")!, callbackUrl: "//evil.example/phish" }),
        ),
      ),
    );
    expect(redirectTarget(out)).toBe(`${ORIGIN}/signin`);
    expect(await me(b)).toBe(200);
  });

  it("the second-factor step returns only to our own pages", async () => {
    const { confirmEnrolment, mfaStatus } = await import("@/lib/auth/mfa");
    const { totp } = await import("@/lib/auth/totp");
    const prisma = testDatabase().connection.prisma;
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@bizfund.example" } });
    const status = await mfaStatus(admin);
    if (status.enrolled) throw new Error("admin should not be enrolled yet");
    await confirmEnrolment(admin, totp(status.secret), "127.0.0.1");
    const b = new TestBrowser("10.8.3.6");
    await callback(b, "password", { email: admin.email, password: PASSWORD, callbackUrl: "/signin" });
    const out = await as(b, () =>
      thrown(
        m.mfaActions.verifyAction({}, form({ code: totp(status.secret, Date.now() + 30_000), callbackUrl: EVIL })),
      ),
    );
    expect(redirectTarget(out)).toBe("/staff");
    expect(await me(b)).toBe(200);
  });

  it("a wrong second-factor code is audited with the client's IP, like every other auth event (#39 item 12c)", async () => {
    const { totp } = await import("@/lib/auth/totp");
    const prisma = testDatabase().connection.prisma;
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@bizfund.example" } });
    const b = new TestBrowser("203.0.113.77");
    await callback(b, "password", { email: admin.email, password: PASSWORD, callbackUrl: "/signin" });
    const wrong = String((Number(totp(admin.totpSecret!)) + 1) % 1_000_000).padStart(6, "0");
    const answer = await as(b, () => m.mfaActions.verifyAction({}, form({ code: wrong, callbackUrl: "/staff" })));
    expect(answer).toMatchObject({ error: expect.stringMatching(/not right/) });
    const failed = await prisma.auditEvent.findFirstOrThrow({
      where: { actorId: admin.id, action: "auth.2fa_failed" },
      orderBy: { at: "desc" },
    });
    expect(failed.ip).toBe("203.0.113.77");
    const signIn = await prisma.auditEvent.findFirstOrThrow({
      where: { actorId: admin.id, action: "auth.signin" },
      orderBy: { at: "desc" },
    });
    expect(signIn.ip).toBe(failed.ip);
  });
});
