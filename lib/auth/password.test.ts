import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SCRYPT_PARAMS, dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";

const legacy = (password: string, N = 32768) => {
  const salt = randomBytes(16);
  return `scrypt$${N}$8$1$${salt.toString("base64url")}$${scryptSync(password.normalize("NFKC"), salt, 32, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString("base64url")}`;
};

// Each hash costs ~0.4 s of CPU (more on a busy machine): that is the point of it.
describe("password hashing", { timeout: 60_000 }, () => {
  it("uses at least OWASP's scrypt parameters and stores them with each hash", async () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("still verifies hashes made with the old parameters, and flags them for re-hashing", async () => {
    const old = legacy("BizFund-demo-2026");
    expect(await verifyPassword("BizFund-demo-2026", old)).toBe(true);
    expect(await verifyPassword("bizfund-demo-2026", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses malformed or absurd stored hashes without trying them", async () => {
    for (const bad of [
      null,
      "",
      "bcrypt$x",
      "scrypt$3$8$1$c2FsdA$aGFzaA",
      "scrypt$1099511627776$8$1$c2FsdA$aGFzaA",
      "scrypt$16384$8$1$c2FsdA$",
      "scrypt$16384$99$1$c2FsdA$aGFzaA",
    ]) {
      expect(await verifyPassword("x", bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it("the dummy hash (for unknown accounts) has today's parameters and matches no password", async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.split("$").slice(0, 4).join("$")).toBe(
      `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}`,
    );
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword("", dummy)).toBe(false);
  });
});
