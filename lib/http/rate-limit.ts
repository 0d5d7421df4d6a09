import "server-only";
import { db } from "@/lib/db";
import { AppError } from "./errors";

/**
 * Fixed-window rate limits kept in the database: they hold across restarts and across several app
 * processes on one PostgreSQL. One atomic upsert per check.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number): Promise<void> {
  const prisma = await db();
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
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", { retryAfterSeconds });
  }
}
