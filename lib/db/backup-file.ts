import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { backupDatabase, restoreDatabase } from "./backup";
import { decryptStream, ENCRYPTED_MAGIC, encryptStream, type BackupKey } from "./backup-crypto";
import { pgDump, pgRestore, userRelations } from "./backup-postgres";
import type { Connection } from "./connection";
import { runMigrations } from "./migrate";

/**
 * `npm run db:backup` / `db:restore` (ADR 049). PostgreSQL: `pg_dump -Fc`; the embedded database:
 * the JSON-lines backup (backup.ts). Either is encrypted with BACKUP_ENCRYPTION_KEY
 * (backup-crypto.ts); without a key a backup is refused unless `unencrypted` is asked for. A restore
 * tells the kinds apart by their first bytes.
 */
export type BackupKind = "pg_dump" | "json";

const PG_DUMP_MAGIC = Buffer.from("PGDMP");
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export const UNENCRYPTED_REFUSED =
  "BACKUP_ENCRYPTION_KEY is not set: refusing to write an unencrypted backup (it holds every table, sessions and tokens included). Set the key (openssl rand -base64 32), or pass --unencrypted to write one anyway.";

function connectionUrl(c: Connection): string {
  const url = c.pool?.options.connectionString;
  if (!url) throw new Error("A PostgreSQL backup needs the connection's URL.");
  return url;
}

/**
 * Writes a backup of `c` to `file` (owner-only permissions), through `file.partial` renamed at the
 * end, so an interrupted backup never looks like a finished one.
 */
export async function writeBackup(
  c: Connection,
  file: string,
  { keys, unencrypted = false }: { keys: readonly BackupKey[]; unencrypted?: boolean },
): Promise<{ kind: BackupKind; encrypted: boolean; counts?: Record<string, number> }> {
  const key = keys[0];
  if (!key && !unencrypted) throw new Error(UNENCRYPTED_REFUSED);
  const partial = `${file}.partial`;
  const sink = new PassThrough();
  const written = key
    ? pipeline(sink, encryptStream(key), createWriteStream(partial, { mode: 0o600 }))
    : pipeline(sink, createWriteStream(partial, { mode: 0o600 }));
  try {
    let counts: Record<string, number> | undefined;
    if (c.kind === "postgres") await pgDump(connectionUrl(c), sink);
    else counts = await backupDatabase(c.sql, sink);
    await written;
    await rename(partial, file);
    return { kind: counts ? "json" : "pg_dump", encrypted: !!key, ...(counts ? { counts } : {}) };
  } catch (error) {
    sink.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** Resolves with the first `n` bytes (fewer at the end) and puts them back, so the stream reads whole. */
function peek(stream: Readable, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (bytes: Buffer) => {
      stream.off("readable", onReadable).off("end", onEnd).off("error", reject);
      if (bytes.length) stream.unshift(bytes);
      resolve(bytes);
    };
    const onReadable = () => {
      const bytes = stream.read(n) as Buffer | null;
      if (bytes) done(bytes);
    };
    const onEnd = () => done(Buffer.alloc(0));
    stream.on("readable", onReadable).once("end", onEnd).once("error", reject);
  });
}

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

/**
 * Restores `file` into `c`, which must hold no data. A pg_dump archive goes into PostgreSQL only, into
 * a database without tables (the archive brings the schema), and is then migrated to this code's
 * migrations; a JSON backup goes into either database, migrated first to the backup's migrations.
 */
export async function readBackup(
  c: Connection,
  file: string,
  { keys }: { keys: readonly BackupKey[] },
): Promise<{ kind: BackupKind; encrypted: boolean; counts?: Record<string, number> }> {
  let input: Readable = createReadStream(file);
  const encrypted = startsWith(await peek(input, ENCRYPTED_MAGIC.length), ENCRYPTED_MAGIC);
  if (encrypted) {
    if (!keys.length) throw new Error(`${file} is encrypted: set BACKUP_ENCRYPTION_KEY (or BACKUP_ENCRYPTION_KEYS).`);
    const source = input;
    input = source.pipe(decryptStream(keys));
    source.on("error", (error) => input.destroy(error));
  }
  const head = await peek(input, PG_DUMP_MAGIC.length);
  if (startsWith(head, PG_DUMP_MAGIC)) {
    if (c.kind !== "postgres")
      throw new Error(`${file} is a pg_dump archive of PostgreSQL: restore it into PostgreSQL (DATABASE_URL).`);
    const existing = await userRelations(c.sql);
    if (existing.length) throw new Error(`Restore needs an empty database: it already has ${existing.join(", ")}.`);
    await pgRestore(connectionUrl(c), input);
    await runMigrations(c.sql);
    return { kind: "pg_dump", encrypted };
  }
  if (!startsWith(head, GZIP_MAGIC)) throw new Error(`${file} is not a BizFund backup.`);
  await runMigrations(c.sql);
  return { kind: "json", encrypted, counts: await restoreDatabase(c.sql, input) };
}
