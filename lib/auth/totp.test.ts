import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, matchTotpStep, totp, totpStep, verifyTotp } from "./totp";

describe("TOTP (RFC 6238)", () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890", 8 digits.
  const secret = base32Encode(Buffer.from("12345678901234567890"));
  it("matches the RFC test vectors", () => {
    expect(totp(secret, 59_000, 30, 8)).toBe("94287082");
    expect(totp(secret, 1_111_111_109_000, 30, 8)).toBe("07081804");
    expect(totp(secret, 20_000_000_000_000, 30, 8)).toBe("65353130");
  });
  it("round-trips base32 and accepts one step of drift only", () => {
    expect(base32Decode(secret).toString()).toBe("12345678901234567890");
    const s = generateTotpSecret();
    const now = 1_800_000_000_000;
    expect(verifyTotp(s, totp(s, now), now)).toBe(true);
    expect(verifyTotp(s, totp(s, now - 30_000), now)).toBe(true);
    expect(verifyTotp(s, totp(s, now - 90_000), now)).toBe(false);
    expect(verifyTotp(s, "abc", now)).toBe(false);
  });
  it("tells which time step a code belongs to, so a caller can refuse reuse (#13 item 7)", () => {
    const s = generateTotpSecret();
    const now = 1_800_000_000_000;
    expect(matchTotpStep(s, totp(s, now), now)).toBe(totpStep(now));
    expect(matchTotpStep(s, totp(s, now - 30_000), now)).toBe(totpStep(now) - 1);
    expect(matchTotpStep(s, totp(s, now + 30_000), now)).toBe(totpStep(now) + 1);
    expect(matchTotpStep(s, totp(s, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(s, "12 34 5", now)).toBeNull();
  });
});
