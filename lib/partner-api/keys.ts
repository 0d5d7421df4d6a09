import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { rateLimit } from "@/lib/http/rate-limit";
import type { ApiKeyCreateInput } from "./schema";
import { KEY_PREFIX, isApiScope, type ApiScope } from "./scopes";

/** Keys one partner may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_KEYS = 10;
export const DEFAULT_RATE_PER_MINUTE = 120;

export const hashKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

const KEY_SHAPE = /^bfk_[A-Za-z0-9_-]{8}[A-Za-z0-9_-]{40,}$/;

/** A fresh key: the public prefix (bfk_ and 8 characters) and 40 more characters of the secret. */
function newKey(): { key: string; prefix: string } {
  const secret = randomBytes(36).toString("base64url");
  const key = `${KEY_PREFIX}${secret}`;
  return { key, prefix: key.slice(0, KEY_PREFIX.length + 8) };
}

const KEY_FIELDS = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  ratePerMinute: true,
  lastUsedAt: true,
  revokedAt: true,
  createdAt: true,
} as const;

export async function listApiKeys(user: SessionUser) {
  const prisma = await db();
  return prisma.apiKey.findMany({ where: { partnerId: user.id }, orderBy: { createdAt: "desc" }, select: KEY_FIELDS });
}

/**
 * A new key for the partner: the whole key is answered once, here, and only its SHA-256 is stored
 * (with the prefix, to name it). Audited without the secret.
 */
export async function createApiKey(user: SessionUser, input: ApiKeyCreateInput, ip?: string) {
  return transaction(async (tx) => {
    const active = await tx.apiKey.count({ where: { partnerId: user.id, revokedAt: null } });
    if (active >= MAX_ACTIVE_KEYS)
      throw new AppError("conflict", `You have ${MAX_ACTIVE_KEYS} active keys. Revoke one you no longer use first.`);
    const { key, prefix } = newKey();
    const row = await tx.apiKey.create({
      data: {
        partnerId: user.id,
        name: input.name,
        prefix,
        secretHash: hashKey(key),
        scopes: [...new Set(input.scopes)],
        ratePerMinute: DEFAULT_RATE_PER_MINUTE,
      },
      select: KEY_FIELDS,
    });
    await audit(tx, {
      actor: user,
      action: "api_key.created",
      entity: "ApiKey",
      entityId: row.id,
      after: { name: row.name, prefix: row.prefix, scopes: row.scopes, ratePerMinute: row.ratePerMinute },
      ip,
    });
    return { ...row, key };
  });
}

/** Revoked at once: the next request with it is refused (401). Another partner's key is not found. */
export async function revokeApiKey(user: SessionUser, keyId: string, ip?: string) {
  return transaction(async (tx) => {
    const row = await tx.apiKey.findUnique({ where: { id: keyId }, select: { ...KEY_FIELDS, partnerId: true } });
    if (!row || row.partnerId !== user.id) throw new AppError("not_found", "API key not found.");
    if (row.revokedAt) return row;
    const revoked = await tx.apiKey.update({
      where: { id: keyId },
      data: { revokedAt: new Date() },
      select: KEY_FIELDS,
    });
    await audit(tx, {
      actor: user,
      action: "api_key.revoked",
      entity: "ApiKey",
      entityId: keyId,
      before: { revokedAt: null },
      after: { prefix: row.prefix, revokedAt: revoked.revokedAt },
      ip,
    });
    return revoked;
  });
}

/** The caller of an /api/v1 request: the key's partner, acting through the key. */
export interface ApiCaller {
  user: SessionUser;
  keyId: string;
  prefix: string;
  scopes: ApiScope[];
}

const INVALID_KEY = "The API key is missing, malformed, revoked or unknown.";

/**
 * `Authorization: Bearer bfk_…` → the partner it belongs to. 401 for no key, a malformed, unknown or
 * revoked one, or a partner no longer active; 429 past the key's limit (the shared rate-limit table, keyed by the key's id). A session cookie is never read here.
 */
export async function authenticateApiKey(authorization: string | null): Promise<ApiCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key || !KEY_SHAPE.test(key)) throw new AppError("unauthorized", INVALID_KEY);
  const prisma = await db();
  const row = await prisma.apiKey.findUnique({
    where: { secretHash: hashKey(key) },
    select: {
      id: true,
      prefix: true,
      scopes: true,
      ratePerMinute: true,
      revokedAt: true,
      lastUsedAt: true,
      partner: { select: { id: true, role: true, status: true, firstName: true, lastName: true, email: true } },
    },
  });
  if (!row || row.revokedAt || row.partner.role !== "partner" || row.partner.status !== "active")
    throw new AppError("unauthorized", INVALID_KEY);
  const scopes = row.scopes.filter(isApiScope);
  await rateLimit(`api-key:${row.id}`, row.ratePerMinute, 60, {
    message: `This API key is over its limit of ${row.ratePerMinute} requests a minute. Retry after the time in Retry-After.`,
  });
  // At most once a minute per key: a busy key does not write on every request.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)
    await prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  const p = row.partner;
  return {
    keyId: row.id,
    prefix: row.prefix,
    scopes,
    user: {
      id: p.id,
      role: "partner",
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mfa: true,
      sessionId: `api-key:${row.id}`,
    },
  };
}

/** 403 for a key without the scope the route needs (the wrapper audits it as a refused request). */
export function requireScope(caller: ApiCaller, scope: ApiScope) {
  if (!caller.scopes.includes(scope))
    throw new AppError("forbidden", `This API key does not have the ${scope} permission.`);
}
