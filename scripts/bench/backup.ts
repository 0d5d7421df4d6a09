// Backups at scale (issue 40 item 9, ADR 049): the staff queue bench's data (100,000 and then
// 1,000,000 applications made with generate_series, scripts/bench/lib/seed-applications.ts) in a
// throwaway PostgreSQL database (BENCH_DATABASE_URL, or the local server), then `npm run db:backup`'s
// path (pg_dump -Fc, encrypted) and `npm run db:restore`'s (decrypt, pg_restore into an empty
// database, migrate), timed, with the restored rows counted. Beside them, at sizes up to
// BENCH_JSON_MAX (default 100,000), the JSON-lines path the embedded database uses, for comparison.
//   BENCH_ROWS=100000 npm run bench -- backup      only 100k
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { backupDatabase } from "@/lib/db/backup";
import { backupKeysFromEnv } from "@/lib/db/backup-crypto";
import { readBackup, writeBackup } from "@/lib/db/backup-file";
import { connect, type Connection } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { reportRow } from "./lib/report";
import { SEED_BENCH_USERS_SQL, seedApplicationsSql } from "./lib/seed-applications";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sizes = (process.env.BENCH_ROWS ?? "100000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const jsonMax = Number(process.env.BENCH_JSON_MAX ?? 100_000);
const prefix = `${process.env.BENCH_DB_PREFIX ?? "bizfund_bench_"}${Date.now().toString(36)}`;
const keys = backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-bench-backup-"));

const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(`backup benchmark skipped: no PostgreSQL at ${adminUrl} (${(error as Error).message})`);
  process.exit(0);
}
const databases: string[] = [];
async function database(suffix: string): Promise<Connection> {
  const name = `${prefix}_${suffix}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return connect({ databaseUrl: url.toString() });
}
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const mb = (file: string) => (statSync(file).size / 2 ** 20).toFixed(1);
const k = (n: number) => `${(n / 1000).toLocaleString("en-AU")}k`;

const source = await database("src");
try {
  await runMigrations(source.sql);
  await source.sql.exec(SEED_BENCH_USERS_SQL);
  let seeded = 0;
  for (const size of sizes) {
    const t0 = performance.now();
    await source.sql.exec(seedApplicationsSql(seeded + 1, size));
    seeded = size;
    const [{ bytes }] = (await source.sql.query<{ bytes: string }>(
      "SELECT pg_size_pretty(pg_database_size(current_database())) AS bytes",
    )) as [{ bytes: string }];
    console.log(
      `\n## ${size.toLocaleString("en-AU")} applications (seeded in ${seconds(t0).toFixed(1)} s; database ${bytes})`,
    );

    const file = path.join(dir, `backup-${size}.bfb`);
    let t = performance.now();
    await writeBackup(source, file, { keys });
    const dump = seconds(t);
    console.log(`pg_dump -Fc, encrypted: ${dump.toFixed(1)} s, ${mb(file)} MiB`);

    const target = await database(`r${size}`);
    t = performance.now();
    await readBackup(target, file, { keys });
    const restore = seconds(t);
    const [{ n }] = (await target.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Application"`)) as [
      { n: number },
    ];
    await target.close();
    console.log(
      `decrypt + pg_restore into an empty database + migrate: ${restore.toFixed(1)} s, ${n} applications back`,
    );
    reportRow({
      what: `backup ${k(size)} applications (pg_dump -Fc, encrypted)`,
      target: "≤ 60 s",
      measured: `${dump.toFixed(1)} s (${mb(file)} MiB)`,
      ok: dump <= 60,
    });
    reportRow({
      what: `restore ${k(size)} applications (pg_restore)`,
      target: "≤ 300 s, every row",
      measured: `${restore.toFixed(1)} s, ${n.toLocaleString("en-AU")} rows`,
      ok: restore <= 300 && n === size,
    });

    if (size <= jsonMax) {
      const json = path.join(dir, `backup-${size}.jsonl.gz`);
      t = performance.now();
      await backupDatabase(source.sql, createWriteStream(json));
      console.log(
        `JSON lines (one cursor per table, the embedded database's path) on the same data: ${seconds(t).toFixed(1)} s, ${mb(json)} MiB`,
      );
    }
  }
} finally {
  await source.close();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
