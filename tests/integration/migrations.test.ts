import { mkdirSync, mkdtempSync, readdirSync, cpSync, writeFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, pendingMigrations, readMigrations, runMigrations } from "@/lib/db/migrate";
import { createTestDatabase } from "../support/test-db";
import { testDatabase } from "../support/fixtures";

describe("migration runner", () => {
  const tmpDirs: string[] = [];
  afterAll(() => tmpDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("applied every migration folder once, in Prisma's _prisma_migrations format", async () => {
    const rows = await testDatabase().connection.sql.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`);
    const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(rows.map((r) => r.migration_name)).toEqual(folders);
    expect(rows.map((r) => r.checksum)).toEqual(readMigrations().map((m) => m.checksum));
    expect(rows.every((r) => r.checksum.length === 64 && r.finished_at)).toBe(true);
  });

  it("is safe when two instances migrate at once: every migration applied exactly once", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const runs = await Promise.all([runMigrations(fresh.connection.sql), runMigrations(fresh.connection.sql)]);
      expect([...runs[0], ...runs[1]].sort()).toEqual(readMigrations().map((m) => m.name));
      const [{ n }] = (await fresh.connection.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "_prisma_migrations"`,
      )) as [{ n: number }];
      expect(n).toBe(readMigrations().length);
      expect(await pendingMigrations(fresh.connection.sql)).toEqual([]);
    } finally {
      await fresh.destroy();
    }
  });

  it("lists pending migrations (all of them on an empty database)", async () => {
    const empty = await createTestDatabase({ migrate: false });
    try {
      expect(await pendingMigrations(empty.connection.sql)).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await empty.destroy();
    }
  });

  it("is idempotent: a second run applies nothing", async () => {
    expect(await runMigrations(testDatabase().connection.sql)).toEqual([]);
  });

  it("applies a new migration, and refuses one that changed after it was applied", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    tmpDirs.push(dir);
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    mkdirSync(path.join(dir, "29990101000000_extra"));
    writeFileSync(
      path.join(dir, "29990101000000_extra", "migration.sql"),
      `CREATE TABLE "Extra" ("id" TEXT PRIMARY KEY);`,
    );
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const applied = await runMigrations(fresh.connection.sql, dir);
      expect(applied.at(-1)).toBe("29990101000000_extra");
      writeFileSync(
        path.join(dir, "29990101000000_extra", "migration.sql"),
        `CREATE TABLE "Extra2" ("id" TEXT PRIMARY KEY);`,
      );
      await expect(runMigrations(fresh.connection.sql, dir)).rejects.toThrow(/checksum mismatch/);
    } finally {
      await fresh.destroy();
    }
  });

  it("keeps audit events append-only at the database", async () => {
    const { prisma } = testDatabase().connection;
    const event = await prisma.auditEvent.create({ data: { action: "test", entity: "Test" } });
    await expect(prisma.auditEvent.update({ where: { id: event.id }, data: { note: "changed" } })).rejects.toThrow();
    await expect(prisma.auditEvent.delete({ where: { id: event.id } })).rejects.toThrow();
  });
});
