import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptField, derivedKey, encryptField, keyId, keyringFrom, needsRotation } from "./field-encryption";

const k1 = randomBytes(32).toString("base64");
const k2 = randomBytes(32).toString("base64");

describe("field encryption", () => {
  it("round-trips with the key id in front and no plaintext in the stored value", () => {
    const ring = keyringFrom(k1);
    const stored = encryptField("1980-04-02", "director.dateOfBirth", ring);
    expect(stored).toMatch(new RegExp(`^enc:${keyId(Buffer.from(k1, "base64"))}:[A-Za-z0-9_-]+$`));
    expect(stored).not.toContain("1980");
    expect(decryptField(stored, "director.dateOfBirth", ring)).toBe("1980-04-02");
  });

  it("uses a fresh IV: the same value encrypts differently each time", () => {
    const ring = keyringFrom(k1);
    expect(encryptField("12345678", "f", ring)).not.toBe(encryptField("12345678", "f", ring));
  });

  it("refuses a ciphertext moved to another field or tampered with", () => {
    const ring = keyringFrom(k1);
    const stored = encryptField("12345678", "director.licenceNumber", ring);
    expect(() => decryptField(stored, "director.dateOfBirth", ring)).toThrow();
    const last = stored.at(-1) === "A" ? "B" : "A";
    expect(() => decryptField(stored.slice(0, -1) + last, "director.licenceNumber", ring)).toThrow();
  });

  it("rotates: a retired key still decrypts, and values under it need re-encryption", () => {
    const old = encryptField("NSW1234", "f", keyringFrom(k1));
    const rotated = keyringFrom(k2, [k1]);
    expect(decryptField(old, "f", rotated)).toBe("NSW1234");
    expect(needsRotation(old, rotated)).toBe(true);
    expect(needsRotation(encryptField("x", "f", rotated), rotated)).toBe(false);
    expect(() => decryptField(old, "f", keyringFrom(k2))).toThrow(/FIELD_ENCRYPTION_KEYS/);
  });

  it("derives a stable 32-byte local key from the secret", () => {
    expect(derivedKey("a".repeat(64))).toBe(derivedKey("a".repeat(64)));
    expect(Buffer.from(derivedKey("a".repeat(64)), "base64")).toHaveLength(32);
    expect(derivedKey("a".repeat(64))).not.toBe(derivedKey("b".repeat(64)));
  });
});
