import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as ME } from "@/app/api/auth/user/route";
import { POST as LOGOUT } from "@/app/api/logout/route";
import { signOutEverywhere } from "@/lib/auth/account";
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

  it("claims without a server-side session (an old or forged cookie) are refused", async () => {
    const users = await seedDemo();
    replayClaims({ uid: users.clientA.id, sv: users.clientA.sessionVersion, mfa: true, sid: "not-a-session" });
    expect(await status()).toBe(401);
  });
});
