import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability";

/**
 * Encryption at rest for personal identifiers (ADR 015): AES-256-GCM, a fresh 96-bit IV per value,
 * the field's name as additional authenticated data (a ciphertext moved to another column does not
 * decrypt), and the key's id in front so keys can rotate:
 *
 *   enc:<key id: 8 hex of sha256(key)>:<base64url(iv | tag | ciphertext)>
 *
 * FIELD_ENCRYPTION_KEY encrypts and decrypts; FIELD_ENCRYPTION_KEYS (retired keys) only decrypt.
 * Without a key (a local run only: lib/env.ts refuses production) one is derived from AUTH_SECRET.
 * Nothing here logs a value, and errors never carry one.
 */
const PREFIX = "enc";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldKey {
  id: string;
  bytes: Buffer;
}

export interface Keyring {
  current: FieldKey;
  byId: ReadonlyMap<string, FieldKey>;
}

export const keyId = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 8);

function key(bytes: Buffer): FieldKey {
  if (bytes.length !== 32) throw new Error("A field encryption key must be 32 bytes.");
  return { id: keyId(bytes), bytes };
}

/** The keyring from base64 keys: the current one first, then retired ones (read only). */
export function keyringFrom(current: string, retired: readonly string[] = []): Keyring {
  const keys = [current, ...retired].map((k) => key(Buffer.from(k, "base64")));
  return { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k])) };
}

/** A local run's key, stable for as long as its AUTH_SECRET (kept beside the embedded data). */
export function derivedKey(secret: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "bizfund-field-encryption", "local-key-v1", 32)).toString("base64");
}

let cached: { config: string; ring: Keyring } | undefined;

function activeKeyring(): Keyring {
  const e = env();
  const current = e.FIELD_ENCRYPTION_KEY ?? derivedKey(e.AUTH_SECRET!);
  const config = `${current},${e.FIELD_ENCRYPTION_KEYS.join(",")}`;
  if (cached?.config !== config) {
    if (!e.FIELD_ENCRYPTION_KEY)
      logger.warn(
        {},
        "config: FIELD_ENCRYPTION_KEY is not set: using a key derived from AUTH_SECRET (local runs only)",
      );
    cached = { config, ring: keyringFrom(current, e.FIELD_ENCRYPTION_KEYS) };
  }
  return cached.ring;
}

export function encryptField(plain: string, field: string, ring: Keyring = activeKeyring()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.bytes, iv);
  cipher.setAAD(Buffer.from(field));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const payload = Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  return `${PREFIX}:${ring.current.id}:${payload}`;
}

export function decryptField(stored: string, field: string, ring: Keyring = activeKeyring()): string {
  const [prefix, id, payload] = stored.split(":");
  if (prefix !== PREFIX || !id || !payload) throw new Error(`Not an encrypted ${field} value.`);
  const k = ring.byId.get(id);
  if (!k) throw new Error(`No key ${id} to decrypt ${field}: add the retired key to FIELD_ENCRYPTION_KEYS.`);
  const raw = Buffer.from(payload, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", k.bytes, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(field));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** Under an older key? Then the next save re-encrypts it with the current one. */
export const needsRotation = (stored: string, ring: Keyring = activeKeyring()) =>
  stored.split(":")[1] !== ring.current.id;
