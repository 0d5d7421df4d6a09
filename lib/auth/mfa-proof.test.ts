import { describe, expect, it } from "vitest";
import { mfaProof, verifyMfaProof } from "./mfa-proof";

describe("second-factor proof", () => {
  it("accepts only a fresh proof signed with the secret for that user", () => {
    const now = 1_800_000_000_000;
    const p = mfaProof("s".repeat(32), "u1", now);
    expect(verifyMfaProof("s".repeat(32), "u1", now, p, now + 1000)).toBe(true);
    expect(verifyMfaProof("s".repeat(32), "u2", now, p, now)).toBe(false);
    expect(verifyMfaProof("t".repeat(32), "u1", now, p, now)).toBe(false);
    expect(verifyMfaProof("s".repeat(32), "u1", now, p, now + 120_000)).toBe(false);
    expect(verifyMfaProof("s".repeat(32), "u1", now, true, now)).toBe(false);
  });
});
