/** RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30 s), with node:crypto only. */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(buf: Buffer): string {
  let bits = 0,
    value = 0,
    out = "";
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0,
    value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error("invalid base32");
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const generateTotpSecret = () => base32Encode(randomBytes(20));

export function totp(secret: string, at = Date.now(), step = 30, digits = 6): string {
  const counter = Math.floor(at / 1000 / step);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac("sha1", base32Decode(secret)).update(msg).digest();
  const offset = h[h.length - 1]! & 0xf;
  const code = (h.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

export const totpStep = (at = Date.now(), step = 30) => Math.floor(at / 1000 / step);

/**
 * The time step (30 s counter) a code belongs to, checking the current step and one either side
 * (clock drift), or null when it matches none. Callers refuse a step at or before the last one they
 * accepted, so a code works once (RFC 6238 §5.2).
 */
export function matchTotpStep(secret: string, code: string, at = Date.now()): number | null {
  const c = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(c)) return null;
  let matched: number | null = null;
  // Check every window (no early exit), so timing does not tell which one matched.
  for (const w of [-1, 0, 1]) {
    if (timingSafeEqual(Buffer.from(totp(secret, at + w * 30_000)), Buffer.from(c))) matched = totpStep(at) + w;
  }
  return matched;
}

/** Accepts the current code or one step either side (clock drift). Replay is the caller's check. */
export function verifyTotp(secret: string, code: string, at = Date.now()): boolean {
  return matchTotpStep(secret, code, at) !== null;
}

export function otpauthUri(secret: string, email: string): string {
  return `otpauth://totp/${encodeURIComponent(`BizFund:${email}`)}?secret=${secret}&issuer=BizFund&algorithm=SHA1&digits=6&period=30`;
}
