import { randomBytes, scryptSync } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as password from "@/lib/auth/password";
import { signInWithPassword } from "@/lib/auth/password-sign-in";
import { SignInRateLimited } from "@/lib/auth/sign-in-errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { FREE_FAILURES, recordSignInFailure, signInWait } from "@/lib/auth/sign-in-throttle";
import { seedDemo, testDatabase } from "../support/fixtures";

// Count password verifications (the work that costs ~0.4 s); the real function still runs.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/password")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const verify = vi.mocked(password.verifyPassword);

const PASSWORD = "BizFund-demo-2026";
const paramsOf = (stored: string | null | undefined) => stored?.split("$").slice(0, 4).join("$");
const CURRENT = `scrypt$${password.SCRYPT_PARAMS.N}$${password.SCRYPT_PARAMS.r}$${password.SCRYPT_PARAMS.p}`;

beforeEach(() => verify.mockClear());

describe("sign-in costs the same for unknown accounts (#13 item 5)", () => {
  it("verifies exactly one hash with today's parameters whether or not the account exists or has a password", async () => {
    await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const linkOnly = await prisma.user.findFirstOrThrow({ where: { role: "client", passwordHash: null } });
    const disabled = await prisma.user.create({
      data: {
        email: "gone@example.com",
        role: "client",
        status: "disabled",
        passwordHash: await password.hashPassword(PASSWORD),
      },
    });
    const cases: [string, string][] = [
      ["nobody-here@example.com", PASSWORD],
      ["client@bizfund.example", "wrong password"],
      [linkOnly.email, PASSWORD],
      [disabled.email, PASSWORD],
    ];
    for (const [i, [email, pw]] of cases.entries()) {
      verify.mockClear();
      expect(await signInWithPassword({ email, password: pw }, `192.0.2.${i + 1}`)).toBeNull();
      expect(verify).toHaveBeenCalledTimes(1);
      expect(paramsOf(verify.mock.calls[0]![1])).toBe(CURRENT);
    }
    verify.mockClear();
    expect(
      await signInWithPassword({ email: "client@bizfund.example", password: PASSWORD }, "192.0.2.9"),
    ).toMatchObject({ email: "client@bizfund.example" });
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe("password hashes are upgraded on sign-in (#13 password hashing)", () => {
  it("an old N=2^15 hash still verifies and is replaced by a current one; a wrong password changes nothing", async () => {
    await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const salt = randomBytes(16);
    const old = `scrypt$32768$8$1$${salt.toString("base64url")}$${scryptSync(PASSWORD.normalize("NFKC"), salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString("base64url")}`;
    const user = await prisma.user.update({ where: { email: "client2@bizfund.example" }, data: { passwordHash: old } });

    expect(await signInWithPassword({ email: user.email, password: "not the password" }, "192.0.2.20")).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(old);

    expect(await signInWithPassword({ email: user.email, password: PASSWORD }, "192.0.2.20")).toMatchObject({
      id: user.id,
    });
    const upgraded = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash!;
    expect(paramsOf(upgraded)).toBe(CURRENT);
    expect(await password.verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect(
      await prisma.auditEvent.count({
        where: { entityId: user.id, action: "auth.signin", note: "password (hash upgraded)" },
      }),
    ).toBe(1);
  });
});

describe("sign-in throttling (#13 item 4)", () => {
  it("waits grow per (e-mail, client) and a success clears them; other clients and e-mails are unaffected", async () => {
    await seedDemo();
    const now = new Date("2026-11-23T09:00:00Z");
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 4; i++)
      waits.push(await recordSignInFailure("someone@example.com", "192.0.2.30", now));
    expect(waits).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 960]);
    expect(await signInWait("someone@example.com", "192.0.2.30", now)).toBe(960);
    expect(await signInWait("SOMEONE@example.com", "192.0.2.31", now)).toBe(0);
    expect(await signInWait("other@example.com", "192.0.2.30", now)).toBe(0);
    // A day after the last failure the count is forgotten.
    expect(await signInWait("someone@example.com", "192.0.2.30", new Date(now.getTime() + 25 * 3_600_000))).toBe(0);
  });

  it("refuses with SignInRateLimited before verifying any hash, for unknown e-mails too", async () => {
    await seedDemo();
    for (let i = 0; i < FREE_FAILURES; i++)
      expect(await signInWithPassword({ email: "ghost@example.com", password: `x${i}` }, "192.0.2.40")).toBeNull();
    verify.mockClear();
    const error = await signInWithPassword({ email: "ghost@example.com", password: "again" }, "192.0.2.40").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SignInRateLimited);
    expect((error as SignInRateLimited).code).toMatch(/^rate_limited-\d+$/);
    expect(verify).not.toHaveBeenCalled();
  });

  it("a client that spreads guesses over many e-mails hits the per-IP limit", async () => {
    await seedDemo();
    // 30 earlier attempts from this client, on 30 different e-mails (counted the way sign-in counts them).
    for (let i = 0; i < 30; i++) await rateLimit("signin:ip:192.0.2.50", 1000, 15 * 60);
    verify.mockClear();
    const refused = await signInWithPassword(
      { email: "spray31@example.com", password: "Winter2026!" },
      "192.0.2.50",
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRateLimited);
    expect(verify).not.toHaveBeenCalled();
    // Another client is not affected.
    expect(
      await signInWithPassword({ email: "client@bizfund.example", password: PASSWORD }, "192.0.2.51"),
    ).not.toBeNull();
  });
});
