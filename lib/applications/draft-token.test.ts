import { describe, expect, it } from "vitest";
import {
  DRAFT_COOKIE,
  draftCookieHeader,
  draftExpiry,
  draftTokenFromCookies,
  hashDraftToken,
  isDraftLive,
  looksLikeDraftToken,
  newDraftToken,
} from "./draft-token";

describe("draft tokens", () => {
  it("are 256-bit, base64url, different every time, and stored only as a SHA-256 hash", () => {
    const a = newDraftToken();
    const b = newDraftToken();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(looksLikeDraftToken(a)).toBe(true);
    expect(hashDraftToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDraftToken(a)).not.toContain(a);
    expect(hashDraftToken(a)).toBe(hashDraftToken(a));
    expect(hashDraftToken(a)).not.toBe(hashDraftToken(b));
  });

  it("refuses values of the wrong shape before any lookup", () => {
    expect(looksLikeDraftToken("short")).toBe(false);
    expect(looksLikeDraftToken(`${"a".repeat(42)}=`)).toBe(false);
    expect(looksLikeDraftToken("a".repeat(44))).toBe(false);
    expect(looksLikeDraftToken(undefined)).toBe(false);
  });

  it("expire 30 days after the last save, and not a moment later", () => {
    const saved = new Date("2026-11-23T10:00:00Z");
    const expiresAt = draftExpiry(saved);
    expect(expiresAt.toISOString()).toBe("2026-12-23T10:00:00.000Z");
    expect(isDraftLive({ expiresAt }, new Date("2026-12-23T09:59:59Z"))).toBe(true);
    expect(isDraftLive({ expiresAt }, expiresAt)).toBe(false);
  });
});

describe("the draft cookie", () => {
  it("is HttpOnly and SameSite=Lax for 30 days, Secure only on an https site", () => {
    const token = newDraftToken();
    const plain = draftCookieHeader(token, { secure: false });
    expect(plain).toBe(`${DRAFT_COOKIE}=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(draftCookieHeader(token, { secure: true })).toMatch(/; Secure$/);
    expect(draftCookieHeader(null, { secure: false })).toContain("Max-Age=0");
  });

  it("is read from a Cookie header only when it has a token's shape", () => {
    const token = newDraftToken();
    expect(draftTokenFromCookies(`a=1; ${DRAFT_COOKIE}=${token}; b=2`)).toBe(token);
    expect(draftTokenFromCookies(`${DRAFT_COOKIE}=nope`)).toBeNull();
    expect(draftTokenFromCookies(`other_${DRAFT_COOKIE}=${token}`)).toBeNull();
    expect(draftTokenFromCookies(null)).toBeNull();
  });
});
