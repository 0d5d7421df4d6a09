import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { idempotencyKeySchema } from "./schema";

/** How long an answer is kept for replay (as Stripe: a day). */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const REPLAYED_HEADER = "Idempotent-Replayed";

/** What identifies one request: method, path and the exact body bytes. */
export function requestHash(method: string, path: string, body: Uint8Array): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(body).digest("hex");
}

export type Claim = { kind: "new"; id: string } | { kind: "replay"; response: Response } | { kind: "none" };

/**
 * Before a POST runs: with no Idempotency-Key, nothing to do; with a key seen before, its stored
 * answer (same request) or 422 (another request); with a new key, a claim row written first, so two
 * requests with one key racing each other run once (the second is told to retry, 409).
 */
export async function claimIdempotency(apiKeyId: string, header: string | null, hash: string): Promise<Claim> {
  if (header === null) return { kind: "none" };
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new AppError("bad_request", "The Idempotency-Key header must be one line of at most 255 characters.");
  const key = parsed.data;
  const prisma = await db();
  const since = new Date(Date.now() - IDEMPOTENCY_TTL_HOURS * 3600_000);
  // An expired record is forgotten: the key may be used afresh.
  await prisma.apiIdempotency.deleteMany({ where: { apiKeyId, key, createdAt: { lt: since } } });
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO "ApiIdempotency" ("id", "apiKeyId", "key", "requestHash", "createdAt")
    VALUES (${`idem_${crypto.randomUUID()}`}, ${apiKeyId}, ${key}, ${hash}, now())
    ON CONFLICT ("apiKeyId", "key") DO NOTHING
    RETURNING "id"`;
  if (rows[0]) return { kind: "new", id: rows[0].id };
  const seen = await prisma.apiIdempotency.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
  if (!seen) throw new AppError("conflict", "A request with this Idempotency-Key is in progress. Retry shortly.");
  if (seen.requestHash !== hash)
    throw new AppError(
      "unprocessable",
      "This Idempotency-Key was used with a different request. Use a new key for a new request.",
    );
  if (seen.status === null)
    throw new AppError("conflict", "A request with this Idempotency-Key is in progress. Retry shortly.");
  return {
    kind: "replay",
    response: new Response(seen.response, {
      status: seen.status,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store", [REPLAYED_HEADER]: "true" },
    }),
  };
}

/**
 * After it ran: an answer below 500 is kept (a refusal is as final as a success); a server failure
 * releases the key, so the caller's retry runs again and nothing half-recorded stays behind.
 */
export async function settleIdempotency(claim: Claim, response: Response): Promise<Response> {
  if (claim.kind !== "new") return response;
  const prisma = await db();
  if (response.status >= 500) {
    await prisma.apiIdempotency.delete({ where: { id: claim.id } }).catch(() => undefined);
    return response;
  }
  const text = await response.text();
  await prisma.apiIdempotency.update({ where: { id: claim.id }, data: { status: response.status, response: text } });
  return new Response(text, { status: response.status, headers: response.headers });
}

/** The claim of a request that threw before answering: released. */
export async function releaseIdempotency(claim: Claim) {
  if (claim.kind !== "new") return;
  const prisma = await db();
  await prisma.apiIdempotency.delete({ where: { id: claim.id } }).catch(() => undefined);
}

/** Records past their replay window (the maintenance purge). */
export async function purgeExpiredIdempotency(now = new Date()) {
  const prisma = await db();
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000);
  return (await prisma.apiIdempotency.deleteMany({ where: { createdAt: { lt: since } } })).count;
}
