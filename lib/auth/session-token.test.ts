import { encode } from "next-auth/jwt";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { mayRenewSession, readSessionClaims, renewedSessionCookie, sessionCookieName } from "./session-token";

const saved = { ...process.env };
const SECRET = "session-token-test-secret-0123456789abcdef";
beforeEach(() => {
  process.env = { ...saved, AUTH_SECRET: SECRET, DATA_DIR: "memory://", APP_URL: "http://127.0.0.1:3000" };
  resetEnvForTests();
});
afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

const claims = { uid: "u1", sid: "s1", role: "staff", sv: 2, mfa: true };
const cookieHeader = (value: string, name = sessionCookieName(false)) => new Headers({ cookie: `${name}=${value}` });
const issue = (maxAge = 7200, secret = SECRET) =>
  encode({ token: claims, secret, salt: sessionCookieName(false), maxAge });

describe("readSessionClaims", () => {
  it("reads the claims of a cookie next-auth issued", async () => {
    expect(await readSessionClaims(cookieHeader(await issue()))).toMatchObject(claims);
  });

  it("refuses no cookie, a tampered or foreign cookie and an expired one", async () => {
    expect(await readSessionClaims(new Headers())).toBeNull();
    const good = await issue();
    expect(await readSessionClaims(cookieHeader(`${good.slice(0, -4)}AAAA`))).toBeNull();
    expect(await readSessionClaims(cookieHeader(await issue(7200, "another-secret-0123456789abcdef0123")))).toBeNull();
    expect(await readSessionClaims(cookieHeader(await issue(-60)))).toBeNull();
  });

  it("stops reading a cookie once it expires, though it was read (and remembered) before", async () => {
    const token = await issue(60);
    expect(await readSessionClaims(cookieHeader(token))).toMatchObject(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await readSessionClaims(cookieHeader(token))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not read a remembered cookie under another secret", async () => {
    const token = await issue();
    expect(await readSessionClaims(cookieHeader(token))).toMatchObject(claims);
    process.env.AUTH_SECRET = "a-rotated-secret-0123456789abcdef0123456";
    resetEnvForTests();
    expect(await readSessionClaims(cookieHeader(token))).toBeNull();
  });

  it("reads the Secure cookie name only when the site is served over https", async () => {
    const token = await issue();
    expect(await readSessionClaims(cookieHeader(token, "__Secure-authjs.session-token"))).toBeNull();
  });
});

describe("sliding renewal", () => {
  it("re-issues a cookie older than ten minutes with the same claims and a fresh two-hour expiry", async () => {
    const now = Date.now();
    const old = { ...claims, iat: Math.floor(now / 1000) - 11 * 60, exp: Math.floor(now / 1000) + 100 * 60 };
    const renewed = await renewedSessionCookie(old, now);
    expect(renewed).toMatchObject({
      name: "authjs.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false, maxAge: 7200 },
    });
    const read = await readSessionClaims(cookieHeader(renewed!.value));
    expect(read).toMatchObject(claims);
    expect(read!.exp).toBeGreaterThanOrEqual(Math.floor(now / 1000) + 7200 - 5);
  });

  it("leaves a cookie issued within the last ten minutes alone", async () => {
    const now = Date.now();
    expect(await renewedSessionCookie({ ...claims, iat: Math.floor(now / 1000) - 9 * 60 }, now)).toBeNull();
  });

  it("renews only on reads outside the routes that write the session cookie", () => {
    expect(mayRenewSession("GET", "/staff")).toBe(true);
    expect(mayRenewSession("HEAD", "/api/applications")).toBe(true);
    expect(mayRenewSession("POST", "/api/logout")).toBe(false);
    expect(mayRenewSession("POST", "/signin/2fa")).toBe(false);
    expect(mayRenewSession("GET", "/api/auth/callback/email")).toBe(false);
    expect(mayRenewSession("GET", "/api/dev/login-staff")).toBe(false);
    expect(mayRenewSession("GET", "/api/authors")).toBe(true);
  });
});
