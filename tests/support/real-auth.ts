/**
 * What the tests driving next-auth's REAL handlers and cookies share (auth-real-flows*.test.ts): a
 * TestBrowser as the one Next.js is serving, the routes and actions loaded after the mocks, and a
 * credentials callback as a browser posts it. Each such file starts with these mocks:
 *
 *   const { servedHeaders, withTestClientIp } = await vi.hoisted(() => import("../support/browser"));
 *   vi.unmock("@/lib/auth/auth");
 *   vi.unmock("@/lib/auth/session-token");
 *   vi.mock("next/headers", () => servedHeaders);
 *   vi.mock("@/lib/http/request", withTestClientIp);
 *   vi.mock("@/lib/http/client", withTestClientIp);
 */
import { NextRequest } from "next/server";
import { served, type TestBrowser } from "./browser";
import { seedDemo } from "./fixtures";

export const ORIGIN = "http://127.0.0.1:3000";
export const PASSWORD = "BizFund-demo-2026";
export const EVIL = "/..//evil.example/phish";

export type Mod = {
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

/** The routes, pages and actions under test, loaded once the mocks are in place; seeds the demo data. */
/** Set by loadRealAuth() (in the file's beforeAll). */
export let m: Mod;

export async function loadRealAuth(): Promise<void> {
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
}

/** Runs fn as if Next.js were serving browser b (next/headers reads b's cookies and headers). */
export async function as<T>(b: TestBrowser, fn: () => Promise<T>): Promise<T> {
  served.browser = b;
  return fn();
}

/** Posts a credentials sign-in through next-auth's own handlers, with its CSRF token, as browser b. */
export async function callback(
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

/** The status GET /api/auth/user answers browser b. */
export const me = (b: TestBrowser) =>
  as(b, async () => (await m.ME(new Request(`${ORIGIN}/api/auth/user`, { headers: b.headers() }))).status);
/** What a promise threw (a Next.js redirect, say), or null. */
export const thrown = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
/** A form as a server action receives it. */
export const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
