import { afterEach, describe, expect, it, vi } from "vitest";
import { decode } from "next-auth/jwt";
import { GET as LIST } from "@/app/api/applications/route";
import { GET as ME } from "@/app/api/auth/user/route";
import { POST as LOGOUT } from "@/app/api/logout/route";
import { signOutEverywhere } from "@/lib/auth/account";
import { readSessionRow } from "@/lib/auth/session-row";
import { sessionCookieName } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { SOCKET_PEER_MARK } from "@/lib/http/request";
import { LOG_USER_HEADER } from "@/lib/observability/headers";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, currentClaims, replayClaims } from "../support/session";

const status = async () => (await ME(apiRequest("GET", "/api/auth/user"))).status;
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  actAs(null);
});

describe("server-side sessions (#13 item 8)", () => {
  it("POST /api/logout ends that session: replaying its claims (a copied cookie) gets 401", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    expect(await status()).toBe(200);
    const copied = currentClaims();
    await LOGOUT(apiRequest("POST", "/api/logout"));
    replayClaims(copied);
    expect(await status()).toBe(401);
    // Another session of the same user (another device) is untouched.
    actAs(users.clientA);
    expect(await status()).toBe(200);
  });

  it("session ids carry 128 random bits (22 base64url characters), never a guessable cuid", async () => {
    const users = await seedDemo();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      actAs(users.clientA);
      expect(await status()).toBe(200);
      ids.add(currentClaims()!.sid!);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("sign out everywhere revokes every session row as well as bumping the version", async () => {
    const users = await seedDemo();
    actAs(users.partnerA);
    expect(await status()).toBe(200);
    const sid = currentClaims()!.sid!;
    await signOutEverywhere({ id: users.partnerA.id, role: "partner" });
    const row = await testDatabase().connection.prisma.session.findUniqueOrThrow({ where: { id: sid } });
    expect(row.revokedAt).not.toBeNull();
    expect(await status()).toBe(401);
  });

  it("clients' sessions end 24 hours after sign-in, staff and admin after 12, however active", async () => {
    const users = await seedDemo();
    const fresh = await testDatabase().connection.prisma.user.findMany({
      where: { id: { in: [users.clientB.id, users.admin.id] } },
    });
    const sv = (id: string) => fresh.find((u) => u.id === id)!.sessionVersion;
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-23T08:00:00Z").getTime();

    vi.setSystemTime(start);
    actAs({ id: users.clientB.id, sessionVersion: sv(users.clientB.id) });
    expect(await status()).toBe(200);
    const client = currentClaims();
    actAs({ id: users.admin.id, sessionVersion: sv(users.admin.id) }, { mfa: true });
    expect(await status()).toBe(200);
    const admin = currentClaims();

    vi.setSystemTime(start + 11 * HOUR);
    replayClaims(admin);
    expect(await status()).toBe(200);
    vi.setSystemTime(start + 12 * HOUR + 1000);
    expect(await status()).toBe(401);
    replayClaims(client);
    expect(await status()).toBe(200);
    vi.setSystemTime(start + 24 * HOUR + 1000);
    expect(await status()).toBe(401);
  });

  it("reads the session row with its user exactly as stored (the hand-written statement, ADR 090)", async () => {
    const users = await seedDemo();
    actAs(users.staff);
    expect(await status()).toBe(200);
    const { connection } = testDatabase();
    const sid = String(currentClaims()?.sid);
    const revokedAt = new Date("2026-11-20T03:04:05.678Z");
    await connection.prisma.session.update({ where: { id: sid }, data: { revokedAt } });
    const stored = await connection.prisma.session.findUniqueOrThrow({ where: { id: sid }, include: { user: true } });
    const row = await readSessionRow(connection.sql, sid);
    expect(row).toEqual({
      revokedAt,
      expiresAt: stored.expiresAt,
      user: {
        id: stored.user.id,
        role: "staff",
        status: "active",
        sessionVersion: stored.user.sessionVersion,
        firstName: stored.user.firstName,
        lastName: stored.user.lastName,
        email: stored.user.email,
      },
    });
    expect(await readSessionRow(connection.sql, "no-such-session")).toBeNull();
    expect(await status()).toBe(401);
  });

  it("claims without a server-side session (an old or forged cookie) are refused", async () => {
    const users = await seedDemo();
    replayClaims({ uid: users.clientA.id, sv: users.clientA.sessionVersion, mfa: true, sid: "not-a-session" });
    expect(await status()).toBe(401);
  });
});

// proxy.ts does not run for /api (ADR 043): the handler does what it did there for pages.
describe("what an API response carries in the proxy's stead", () => {
  const renewedClaims = async (res: Response) => {
    const name = sessionCookieName();
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    if (!line) return null;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=7200/);
    const token = line.slice(name.length + 1).split(";")[0]!;
    return decode({ token, secret: env().AUTH_SECRET!, salt: name });
  };

  it("a read renews a session cookie issued over ten minutes ago, with the same claims", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    expect(await status()).toBe(200);
    replayClaims({ ...currentClaims()!, iat: Math.floor(Date.now() / 1000) - 11 * 60 });
    const res = await LIST(apiRequest("GET", "/api/applications"));
    expect(res.status).toBe(200);
    const claims = await renewedClaims(res);
    expect(claims).toMatchObject({ uid: users.clientA.id, sid: currentClaims()!.sid });
    expect(claims!.exp! - claims!.iat!).toBe(7200);
  });

  it("a fresh cookie, a signed-out caller and the session routes get no renewal", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    expect(await status()).toBe(200);
    const old = { ...currentClaims()!, iat: Math.floor(Date.now() / 1000) - 11 * 60 };
    replayClaims({ ...old, iat: Math.floor(Date.now() / 1000) - 60 });
    expect(await renewedClaims(await LIST(apiRequest("GET", "/api/applications")))).toBeNull();
    replayClaims(old);
    expect(await renewedClaims(await ME(apiRequest("GET", "/api/auth/user")))).toBeNull();
    actAs(null);
    const signedOut = await LIST(apiRequest("GET", "/api/applications"));
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.getSetCookie()).toEqual([]);
  });

  it("names the signed-in user for our server's log line, on answers and refusals alike", async () => {
    const users = await seedDemo();
    const g = globalThis as Record<symbol, unknown>;
    g[SOCKET_PEER_MARK] = true;
    try {
      actAs(users.clientA);
      const ok = await ME(apiRequest("GET", "/api/auth/user"));
      expect(ok.headers.get(LOG_USER_HEADER)).toBe(users.clientA.id);
      expect(ok.headers.get("cache-control")).toBe("no-store");
      const { GET: STAFF } = await import("@/app/api/staff/dashboard/route");
      const refused = await STAFF(apiRequest("GET", "/api/staff/dashboard"));
      expect(refused.status).toBe(403);
      expect(refused.headers.get(LOG_USER_HEADER)).toBe(users.clientA.id);
      actAs(null);
      expect((await ME(apiRequest("GET", "/api/auth/user"))).headers.get(LOG_USER_HEADER)).toBeNull();
    } finally {
      delete g[SOCKET_PEER_MARK];
    }
  });
});
