// Sign-in, logout and redirects through next-auth's REAL handlers and cookies (not the actAs() stub):
// the session cookie a browser would hold is captured, replayed and tampered with here.
// Here sign-in limits and redirects; sessions, logout, renewal, next-auth's URLs and development logins
// are in auth-real-flows.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TestBrowser, redirectTarget } from "../support/browser";
import { testDatabase } from "../support/fixtures";
import { as, callback, EVIL, form, loadRealAuth, m, me, ORIGIN, PASSWORD, thrown } from "../support/real-auth";

const { servedHeaders, withTestClientIp } = await vi.hoisted(() => import("../support/browser"));
vi.unmock("@/lib/auth/auth");
vi.unmock("@/lib/auth/session-token");
vi.mock("next/headers", () => servedHeaders);
vi.mock("@/lib/http/request", withTestClientIp);
vi.mock("@/lib/http/client", withTestClientIp);
beforeAll(loadRealAuth);

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
    // What was typed comes back so the form keeps it; the password never does.
    expect(state).toEqual({
      error: "Incorrect email or password.",
      values: { email: "client@bizfund.example", callbackUrl: "/client" },
    });
  });
});

describe("the e-mailed-link forms keep the address on a refusal (#38 item 1)", () => {
  it("a sign-in link and a password reset, each refused, give back what was typed", async () => {
    const { forgotAction } = await import("@/app/(auth)/signin/reset-actions");
    const b = new TestBrowser("198.51.100.9");
    const link = await as(b, () => m.actions.requestSignInLink({}, form({ email: "client@bizfund" })));
    expect(link.fields?.email).toBeTruthy();
    expect(link.values).toEqual({ email: "client@bizfund" });
    const reset = await as(b, () => forgotAction({}, form({ email: "owner at example" })));
    expect(reset.fields?.email).toBeTruthy();
    expect(reset.values).toEqual({ email: "owner at example" });
    // The fourth request for one address within the window is refused, and the address comes back.
    const email = "partner@bizfund.example";
    for (let i = 0; i < 3; i++)
      expect(await as(b, () => m.actions.requestSignInLink({}, form({ email })))).toEqual({ sent: true });
    const fourth = await as(b, () => m.actions.requestSignInLink({}, form({ email })));
    expect(fourth.error).toBe("Too many requests. Please wait a few minutes and try again.");
    expect(fourth.values).toEqual({ email });
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
