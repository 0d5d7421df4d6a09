import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A short-lived server signature that a second factor was checked. The session's update hook
 * accepts `mfa: true` only with a valid proof, so a browser cannot mark its own session as verified.
 */
export function mfaProof(secret: string, uid: string, ts: number): string {
  return createHmac("sha256", secret).update(`mfa:${uid}:${ts}`).digest("base64url");
}

export function verifyMfaProof(secret: string, uid: string, ts: unknown, proof: unknown, now = Date.now()): boolean {
  if (typeof ts !== "number" || typeof proof !== "string" || Math.abs(now - ts) > 60_000) return false;
  const expected = Buffer.from(mfaProof(secret, uid, ts));
  const given = Buffer.from(proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
