import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase, tablesInDependencyOrder } from "@/lib/db/backup";
import { backupKeysFromEnv } from "@/lib/db/backup-crypto";
import { readBackup, UNENCRYPTED_REFUSED, writeBackup } from "@/lib/db/backup-file";
import { userRelations } from "@/lib/db/backup-postgres";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemo, testDatabase } from "../support/fixtures";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-backup-"));
const others: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(others.map((d) => d.destroy()));
  rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table, as Postgres renders it, sorted: two databases with the same rows give the same text. */
async function snapshot(db: TestDatabase) {
  const sql = db.connection.sql;
  const out: Record<string, string[]> = {};
  for (const t of await tablesInDependencyOrder(sql)) {
    const rows = await sql.query<{ j: string }>(`SELECT row_to_json(x)::text AS j FROM "${t}" x`);
    out[t] = rows.map((r) => r.j).sort();
  }
  return out;
}

const keys = backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") });

/** A JSON-lines backup file of `db` (the embedded database's format), unencrypted. */
async function jsonBackup(db: TestDatabase, file: string) {
  return backupDatabase(db.connection.sql, createWriteStream(file));
}

describe("db:backup and db:restore", () => {
  it("restores an encrypted backup into an empty database and finds every row, value for value", async () => {
    const source = testDatabase();
    await seedDemo();
    const file = path.join(dir, "backup.bfb");
    const made = await writeBackup(source.connection, file, { keys });
    // PostgreSQL's backups are pg_dump archives; the embedded database's are JSON lines.
    expect(made).toMatchObject({ kind: source.driver === "postgres" ? "pg_dump" : "json", encrypted: true });
    expect(statSync(file).mode & 0o077).toBe(0);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).toString()).toBe("BFBKENC1");
    // Nothing readable inside: no demo e-mail address, no table name.
    expect(bytes.includes("client@bizfund.example")).toBe(false);
    expect(bytes.includes("AuditEvent")).toBe(false);

    const target = await createTestDatabase({ migrate: false });
    others.push(target);
    const restored = await readBackup(target.connection, file, { keys });
    expect(restored.kind).toBe(made.kind);
    const after = await snapshot(target);
    const before = await snapshot(source);
    expect(after).toEqual(before);
    expect(before.Application!.length).toBeGreaterThan(0);
    // More rows than one keyset batch (500): the JSON path reads a table across batches.
    expect(before.LenderMatch!.length).toBeGreaterThan(500);

    // Sequences continue after the restored rows: a new application gets the next number.
    const [{ max }] = (await target.connection.sql.query<{ max: number }>(
      `SELECT max(seq) AS max FROM "Application"`,
    )) as [{ max: number }];
    const [{ next }] = (await target.connection.sql.query<{ next: number }>(
      `SELECT nextval(pg_get_serial_sequence('"Application"', 'seq'))::int AS next`,
    )) as [{ next: number }];
    expect(next).toBe(Number(max) + 1);
  }, 240_000); // Seeds the demo data, backs up and restores it: slow on a loaded machine.

  it("refuses to write an unencrypted backup unless asked, and a changed or cut file restores nothing", async () => {
    const source = testDatabase();
    await seedDemo();
    // Incompressible rows: the file spans many 64 KiB chunks, so the damage at its end is found
    // only after earlier chunks' rows were loaded, and those must not stay.
    await source.connection.sql.exec(
      `INSERT INTO "AuditEvent" (id, action, entity, note) SELECT 'bulk-' || g, 'test.bulk', 'Test', md5(random()::text) || md5(random()::text) FROM generate_series(1, 4000) g`,
    );
    const plain = path.join(dir, "plain.bfb");
    await expect(writeBackup(source.connection, plain, { keys: [] })).rejects.toThrow(UNENCRYPTED_REFUSED);
    expect(existsSync(plain) || existsSync(`${plain}.partial`)).toBe(false);
    await expect(writeBackup(source.connection, plain, { keys: [], unencrypted: true })).resolves.toMatchObject({
      encrypted: false,
    });

    const file = path.join(dir, "tamper.bfb");
    await writeBackup(source.connection, file, { keys });
    const bytes = readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 20]! ^= 1;
    writeFileSync(path.join(dir, "flipped.bfb"), flipped);
    writeFileSync(path.join(dir, "cut.bfb"), bytes.subarray(0, bytes.length - 1));
    for (const [name, message] of [
      ["flipped.bfb", /authentication failed/],
      ["cut.bfb", /cut short/],
    ] as const) {
      const target = await createTestDatabase({ migrate: false });
      others.push(target);
      await expect(readBackup(target.connection, path.join(dir, name), { keys })).rejects.toThrow(message);
      // PostgreSQL: pg_restore's one transaction never committed, so not even the schema is there;
      // the embedded database was migrated for the JSON rows, none of which went in.
      if (target.driver === "postgres") expect(await userRelations(target.connection.sql)).toEqual([]);
      else expect(await target.connection.prisma.user.count()).toBe(0);
    }
    const other = backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    await expect(readBackup(source.connection, file, { keys: other })).rejects.toThrow(/encrypted with another key/);
  }, 120_000);

  it("refuses to restore over data, and refuses a JSON backup at other migrations", async () => {
    const source = testDatabase();
    const encrypted = path.join(dir, "refuse.bfb");
    await writeBackup(source.connection, encrypted, { keys });
    await expect(readBackup(source.connection, encrypted, { keys })).rejects.toThrow(/needs an empty database/);

    const file = path.join(dir, "refuse.jsonl.gz");
    await jsonBackup(source, file);
    const unmigrated = await createTestDatabase({ migrate: false });
    others.push(unmigrated);
    await unmigrated.connection.sql.exec(
      `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (id varchar(36) PRIMARY KEY, checksum varchar(64) NOT NULL, finished_at timestamptz, migration_name varchar(255) NOT NULL, logs text, rolled_back_at timestamptz, started_at timestamptz NOT NULL DEFAULT now(), applied_steps_count integer NOT NULL DEFAULT 0)`,
    );
    await expect(restoreDatabase(unmigrated.connection.sql, createReadStream(file))).rejects.toThrow(
      /was made at migration/,
    );
    await runMigrations(unmigrated.connection.sql);
    await expect(restoreDatabase(unmigrated.connection.sql, createReadStream(file))).resolves.toBeTruthy();
  });

  it("loads a JSON backup (the embedded database's kind) into either database: the way from PGlite to PostgreSQL", async () => {
    const source = testDatabase();
    const file = path.join(dir, "move.bfb");
    await jsonBackup(source, file);
    const target = await createTestDatabase({ migrate: false });
    others.push(target);
    await expect(readBackup(target.connection, file, { keys: [] })).resolves.toMatchObject({ kind: "json" });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });
});
