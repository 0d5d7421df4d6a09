import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * Backup files encrypted as a stream (ADR 049): AES-256-GCM over 64 KiB chunks, each chunk
 * authenticated on its own before any of it is passed on, so a restore never feeds unverified bytes
 * to pg_restore or the JSON loader. The STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár):
 * the nonce is the chunk's number and a last-chunk flag, so chunks cannot be reordered, dropped or
 * the file cut short without failing. Each file has its own key, derived with HKDF from
 * BACKUP_ENCRYPTION_KEY and a random salt in the header; the header (magic, key id, salt) is
 * authenticated with every chunk.
 *
 *   header  "BFBKENC1" | key id (8 bytes of SHA-256 of the key) | salt (32)
 *   chunk   flag (1: 0 more, 1 last) | length (u32 BE) | ciphertext | GCM tag (16)
 */
export const ENCRYPTED_MAGIC = Buffer.from("BFBKENC1");
const HEADER_BYTES = ENCRYPTED_MAGIC.length + 8 + 32;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const RECORD_HEAD = 5;

export interface BackupKey {
  id: Buffer;
  bytes: Buffer;
}

function backupKey(base64: string): BackupKey {
  const bytes = Buffer.from(base64.trim(), "base64");
  if (bytes.length !== 32)
    throw new Error("A backup encryption key must be base64 of 32 bytes (openssl rand -base64 32).");
  return { id: createHash("sha256").update(bytes).digest().subarray(0, 8), bytes };
}

/**
 * The keys from the environment: BACKUP_ENCRYPTION_KEY encrypts (and decrypts), the comma-separated
 * BACKUP_ENCRYPTION_KEYS are retired keys that only decrypt older files. Empty when none is set.
 */
export function backupKeysFromEnv(env: Record<string, string | undefined> = process.env): BackupKey[] {
  const retired = (env.BACKUP_ENCRYPTION_KEYS ?? "").split(",").filter((k) => k.trim());
  return [env.BACKUP_ENCRYPTION_KEY, ...retired].filter((k): k is string => !!k?.trim()).map(backupKey);
}

const fileKey = (key: BackupKey, salt: Buffer) =>
  Buffer.from(hkdfSync("sha256", key.bytes, salt, "bizfund-backup-v1", 32));

function nonce(counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(counter), 3);
  n[11] = last ? 1 : 0;
  return n;
}

function sealChunk(k: Buffer, header: Buffer, counter: number, last: boolean, plain: Buffer): Buffer {
  const head = Buffer.alloc(RECORD_HEAD);
  head[0] = last ? 1 : 0;
  head.writeUInt32BE(plain.length, 1);
  const cipher = createCipheriv("aes-256-gcm", k, nonce(counter, last));
  cipher.setAAD(Buffer.concat([header, head]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([head, body, cipher.getAuthTag()]);
}

/** Encrypts everything written to it with `key`. */
export function encryptStream(key: BackupKey): Transform {
  const salt = randomBytes(32);
  const header = Buffer.concat([ENCRYPTED_MAGIC, key.id, salt]);
  const k = fileKey(key, salt);
  let pending = Buffer.alloc(0);
  let counter = 0;
  let started = false;
  const start = (t: Transform) => {
    if (!started) t.push(header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      start(this);
      pending = Buffer.concat([pending, chunk]);
      // Keep at least one byte back: the last chunk must be sealed as the last one.
      while (pending.length > CHUNK_BYTES) {
        this.push(sealChunk(k, header, counter++, false, pending.subarray(0, CHUNK_BYTES)));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done: TransformCallback) {
      start(this);
      this.push(sealChunk(k, header, counter++, true, pending));
      done();
    },
  });
}

/** Decrypts a stream made by encryptStream with one of `keys`; fails on any change, cut or wrong key. */
export function decryptStream(keys: readonly BackupKey[]): Transform {
  let buffered = Buffer.alloc(0);
  let header: Buffer | undefined;
  let k: Buffer | undefined;
  let counter = 0;
  let ended = false;
  const fail = (message: string) => new Error(`Backup decryption failed: ${message}`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      buffered = Buffer.concat([buffered, chunk]);
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return done();
          header = buffered.subarray(0, HEADER_BYTES);
          if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
            throw fail("not an encrypted backup.");
          const id = header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + 8);
          const key = keys.find((c) => c.id.equals(id));
          if (!key)
            throw fail(
              `it was encrypted with another key (id ${id.toString("hex")}); set that key in BACKUP_ENCRYPTION_KEY or BACKUP_ENCRYPTION_KEYS.`,
            );
          k = fileKey(key, header.subarray(ENCRYPTED_MAGIC.length + 8));
          buffered = buffered.subarray(HEADER_BYTES);
        }
        while (buffered.length >= RECORD_HEAD) {
          if (ended) throw fail("data after the last chunk.");
          const last = buffered[0] === 1;
          const length = buffered.readUInt32BE(1);
          if (buffered[0]! > 1 || length > CHUNK_BYTES) throw fail("the file is damaged.");
          const size = RECORD_HEAD + length + TAG_BYTES;
          if (buffered.length < size) break;
          const decipher = createDecipheriv("aes-256-gcm", k!, nonce(counter++, last));
          decipher.setAAD(Buffer.concat([header, buffered.subarray(0, RECORD_HEAD)]));
          decipher.setAuthTag(buffered.subarray(RECORD_HEAD + length, size));
          const plain = decipher.update(buffered.subarray(RECORD_HEAD, RECORD_HEAD + length));
          try {
            decipher.final();
          } catch {
            throw fail("the file was changed or damaged (authentication failed).");
          }
          this.push(plain);
          buffered = buffered.subarray(size);
          ended = last;
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      done(ended && buffered.length === 0 ? undefined : fail("the file is cut short."));
    },
  });
}
