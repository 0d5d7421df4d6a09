import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlExecutor } from "./connection";

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, once each, recording them
 * in Prisma's own `_prisma_migrations` table (same columns and checksum), so `prisma migrate deploy`
 * would accept the same folder and database on a machine that has Prisma's schema engine.
 */
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// An arbitrary constant: serialises concurrent runners (several app processes starting at once).
const LOCK_KEY = 4_242_001;

/** The migrations this database has applied, by name in order (the table must exist). */
export async function appliedMigrations(sql: SqlExecutor): Promise<string[]> {
  const rows = await sql.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name);
}

/** Migrations in prisma/migrations that this database has not applied (none when the table is missing: all). */
export async function pendingMigrations(sql: SqlExecutor, dir = MIGRATIONS_DIR): Promise<string[]> {
  const known = readMigrations(dir).map((m) => m.name);
  const exists = await sql.query<{ t: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS t`);
  if (!exists[0]?.t) return known;
  const applied = new Set(await appliedMigrations(sql));
  return known.filter((name) => !applied.has(name));
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  // Read at run time from the project folder (turbopackIgnore: not a build-time dependency to trace).
  if (!existsSync(/*turbopackIgnore: true*/ dir)) throw new Error(`No migrations folder at ${dir}`);
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(/*turbopackIgnore: true*/ path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Apply what is pending. Safe when several instances (or `npm run db:migrate` from two deploys) run it
 * at once: every step holds the same transaction-scoped advisory lock, so each migration is applied
 * exactly once and the others see it done.
 */
export async function runMigrations(sql: SqlExecutor, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Two concurrent CREATE TABLE IF NOT EXISTS can still collide in Postgres' catalog: under the lock too.
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec(CREATE_TABLE);
  });
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    const done = await sql.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_KEY]);
      const rows = await tx.query<{ checksum: string }>(
        `SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        [migration.name],
      );
      if (rows[0]) {
        if (rows[0].checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (checksum mismatch).`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
