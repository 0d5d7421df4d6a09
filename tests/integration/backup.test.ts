import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase, tablesInDependencyOrder } from "@/lib/db/backup";
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

describe("db:backup and db:restore", () => {
  it("restores a backup into an empty database and finds every row, value for value", async () => {
    const source = testDatabase();
    await seedDemo();
    const file = path.join(dir, "backup.jsonl.gz");
    const counts = await backupDatabase(source.connection.sql, file);
    expect(counts.Application).toBeGreaterThan(0);
    expect(counts.AuditEvent).toBeGreaterThan(0);

    const target = await createTestDatabase();
    others.push(target);
    expect(await restoreDatabase(target.connection.sql, file)).toEqual(
      Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
    );
    expect(await snapshot(target)).toEqual(await snapshot(source));

    // Sequences continue after the restored rows: a new application gets the next number.
    const [{ max }] = (await target.connection.sql.query<{ max: number }>(
      `SELECT max(seq) AS max FROM "Application"`,
    )) as [{ max: number }];
    const [{ next }] = (await target.connection.sql.query<{ next: number }>(
      `SELECT nextval(pg_get_serial_sequence('"Application"', 'seq'))::int AS next`,
    )) as [{ next: number }];
    expect(next).toBe(Number(max) + 1);
  }, 240_000); // Seeds the demo data, backs up and restores it: slow on a loaded machine.

  it("refuses to restore over data, and refuses a database at other migrations", async () => {
    const source = testDatabase();
    const file = path.join(dir, "refuse.jsonl.gz");
    await backupDatabase(source.connection.sql, file);
    await expect(restoreDatabase(source.connection.sql, file)).rejects.toThrow(/needs an empty database/);

    const unmigrated = await createTestDatabase({ migrate: false });
    others.push(unmigrated);
    await unmigrated.connection.sql.exec(
      `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (id varchar(36) PRIMARY KEY, checksum varchar(64) NOT NULL, finished_at timestamptz, migration_name varchar(255) NOT NULL, logs text, rolled_back_at timestamptz, started_at timestamptz NOT NULL DEFAULT now(), applied_steps_count integer NOT NULL DEFAULT 0)`,
    );
    await expect(restoreDatabase(unmigrated.connection.sql, file)).rejects.toThrow(/was made at migration/);
    await runMigrations(unmigrated.connection.sql);
    await expect(restoreDatabase(unmigrated.connection.sql, file)).resolves.toBeTruthy();
  });
});
