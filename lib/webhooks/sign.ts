import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `${timestamp}.${body}` in hex: what `v1=` carries. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The header for one attempt: every live secret signs (the new and, during a rotation's overlap, the old). */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signatureOf(s, timestamp, body)}`)].join(",");
}

/**
 * What a receiver does (and our tests): the header's timestamp within `toleranceSeconds` of now and
 * one `v1` that matches the body under the receiver's secret, compared in constant time.
 */
export function verifySignature(
  header: string,
  secret: string,
  body: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = header.split(",").map((p) => p.trim().split("=", 2) as [string, string?]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), "hex");
  return parts.some(([k, v]) => {
    if (k !== "v1" || !v || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, "hex"), expected);
  });
}
