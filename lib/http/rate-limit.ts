import "server-only";
import { db } from "@/lib/db";
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
    console.error("[rate-limit] could not purge expired windows", error);
  }
}

/** Started once by instrumentation.ts: purges on a timer that never keeps the process alive. */
export function startRateLimitPurge(everyMs = PURGE_EVERY_MS): NodeJS.Timeout {
  const timer = setInterval(() => {
    purgeExpiredRateLimits().catch((error: unknown) =>
      console.error("[rate-limit] could not purge expired windows", error),
    );
  }, everyMs);
  timer.unref();
  return timer;
}

/** Tests: make the next rateLimit() call purge first (or not). */
export function setLastPurgeForTests(at: number) {
  lastPurgeAt = at;
}
