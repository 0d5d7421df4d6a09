import "server-only";
import { createHash } from "node:crypto";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability";
import { AppError } from "./errors";
import { parseIp } from "./ip";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a moment and try again.";

/** Expired windows are deleted at most this often per process (and by the start-up timer). */
const PURGE_EVERY_MS = 15 * 60_000;
let lastPurgeAt = 0;

/**
 * Fixed-window rate limits kept in the database: they hold across restarts and across several app
 * processes on one PostgreSQL. One atomic upsert per check.
 */
export async function rateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  refusal: { message?: string; field?: string } = {},
): Promise<void> {
  const prisma = await db();
  await purgeOpportunistically();
  const rows = await prisma.$queryRawUnsafe<{ count: number; resetAt: Date }[]>(
    `INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES ($1, 1, now() + ($2 || ' seconds')::interval)
     ON CONFLICT ("key") DO UPDATE SET
       "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
       "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN now() + ($2 || ' seconds')::interval ELSE "RateLimit"."resetAt" END
     RETURNING "count", "resetAt"`,
    key,
    String(windowSeconds),
  );
  const row = rows[0];
  if (row && row.count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.resetAt).getTime() - Date.now()) / 1000));
    const message = refusal.message ?? RATE_LIMITED_MESSAGE;
    throw new AppError("rate_limited", message, {
      retryAfterSeconds,
      ...(refusal.field ? { fields: { [refusal.field]: [message] } } : {}),
    });
  }
}

/**
 * A rate limit the wrappers (`handler`, `formAction`) apply once the input is valid: per caller IP
 * (default), or per target taken from the input, such as the e-mail address a message will be sent
 * to, so rotating addresses cannot flood one inbox.
 */
export interface RateRule<B> {
  /** Bucket name; the key is "<name>:ip:<address>" or "<name>:to:<hash of the target>". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The refusal's text (default RATE_LIMITED_MESSAGE). */
  message?: string;
  /** Per target: no target (null, or the function answers none for this caller) means no limit. */
  per?: "ip" | { target: (input: B, user: SessionUser | null) => string | null | undefined; field?: string };
}

/** Applies the rules in order; the first one spent throws the 429 AppError. */
export async function applyLimits<B>(rules: RateRule<B>[] | undefined, input: B, ip: string, user: SessionUser | null) {
  for (const rule of rules ?? []) {
    const refusal = { message: rule.message };
    if (!rule.per || rule.per === "ip") {
      await rateLimit(`${rule.name}:ip:${ipBucket(ip)}`, rule.limit, rule.windowSeconds, refusal);
      continue;
    }
    const target = rule.per.target(input, user)?.trim().toLowerCase();
    // Hashed: the limit table need not hold anyone's e-mail address.
    const key = target && createHash("sha256").update(target).digest("base64url").slice(0, 32);
    if (key)
      await rateLimit(`${rule.name}:to:${key}`, rule.limit, rule.windowSeconds, { ...refusal, field: rule.per.field });
  }
}

/**
 * The bucket an address is counted in: an IPv4 address itself; for IPv6 its /64, since one
 * subscriber usually holds a whole /64 and could otherwise rotate through 2^64 fresh buckets.
 */
export function ipBucket(ip: string): string {
  const parsed = parseIp(ip);
  if (!parsed || parsed.version === 4) return ip;
  const words = Array.from({ length: 4 }, (_, i) =>
    ((parsed.bytes[i * 2]! << 8) | parsed.bytes[i * 2 + 1]!).toString(16),
  );
  return `${words.join(":")}::/64`;
}

/** Deletes every window that has ended; answers how many rows went. */
export async function purgeExpiredRateLimits(): Promise<number> {
  const prisma = await db();
  lastPurgeAt = Date.now();
  return prisma.$executeRawUnsafe(`DELETE FROM "RateLimit" WHERE "resetAt" <= now()`);
}

async function purgeOpportunistically() {
  if (Date.now() - lastPurgeAt < PURGE_EVERY_MS) return;
  try {
    await purgeExpiredRateLimits();
  } catch (error) {
    // A failed clean-up must never fail the request it rode on; the next one tries again.
    logger.error({ err: error }, "rate-limit: could not purge expired windows");
  }
}

/** Tests: make the next rateLimit() call purge first (or not). */
export function setLastPurgeForTests(at: number) {
  lastPurgeAt = at;
}
