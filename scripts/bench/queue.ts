// Staff queue at scale (issue 19): seeds 100,000 and then 1,000,000 applications into a throwaway
// PostgreSQL database (BENCH_DATABASE_URL, or the local server; never the dev data) with
// generate_series, then reports p95 of the first page and of keyset pages for every sort, the
// filters and the name search, each next to its target, with the EXPLAIN ANALYZE plan of each query.
//   BENCH_ROWS=100000 npm run bench -- queue      only 100k (1M takes minutes)
//   BENCH_DB_PREFIX=h7_                          name prefix of the throwaway database
//   BENCH_PLANS=0                                no plans
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { connect } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { setConnectionForTests } from "@/lib/db";
import { listStaffQueue, type StaffQueueQuery } from "@/lib/applications/queries";
import { reportRow } from "./lib/report";
import { SEED_BENCH_USERS_SQL, seedApplicationsSql } from "./lib/seed-applications";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const sizes = (process.env.BENCH_ROWS ?? "100000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const showPlans = process.env.BENCH_PLANS !== "0";
const name = `${process.env.BENCH_DB_PREFIX ?? "bizfund_bench_"}${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(`queue benchmark skipped: no PostgreSQL at ${adminUrl} (${(error as Error).message})`);
  process.exit(0);
}
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const c = await connect({ databaseUrl: url.toString() });

// The SQL Prisma sends for the queue page, captured at the pool so the plan shown is the real one.
let lastQueueSql: { text: string; values: unknown[] } | undefined;
const pool = c.pool!;
const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const q = args[0] as { text?: string; values?: unknown[] };
  if (q && typeof q === "object" && q.text?.includes(`FROM "public"."Application"`) && q.text.includes("LIMIT"))
    lastQueueSql = { text: q.text, values: q.values ?? [] };
  return poolQuery(...args);
};

interface Row {
  what: string;
  target: string;
  measured: string;
  ok: boolean;
}
const rows: Row[] = [];

async function seed(from: number, to: number) {
  const t0 = performance.now();
  await c.sql.exec(seedApplicationsSql(from, to));
  await c.sql.exec(`ANALYZE "Application"`);
  console.log(
    `seeded applications ${from.toLocaleString("en-AU")}-${to.toLocaleString("en-AU")} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** EXPLAIN ANALYZE of the last queue query: prints the plan, returns the database's execution time. */
async function plan(label: string): Promise<number> {
  if (!lastQueueSql) return NaN;
  const explain = await c.pool!.query(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${lastQueueSql.text}`,
    lastQueueSql.values,
  );
  const lines = (explain.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]);
  if (showPlans) {
    console.log(`  plan (${label}):`);
    for (const line of lines) console.log(`    ${line}`);
  }
  return Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? "")?.[1] ?? NaN);
}

async function measure(size: number, label: string, q: StaffQueueQuery, target: number, runs = 40, pages = true) {
  const times: number[] = [];
  const dbTimes: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 3; i++) await listStaffQueue(q); // warm the plan cache and buffers
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const page = await listStaffQueue({ ...q, cursor });
    times.push(performance.now() - t);
    if (i === 0) dbTimes.push(await plan(`${label}, first page`));
    if (i === runs - 1 && cursor) dbTimes.push(await plan(`${label}, page ${runs}`));
    cursor = pages ? (page.nextCursor ?? undefined) : undefined;
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(runs * 0.95)]!;
  const median = times[Math.floor(runs / 2)]!;
  console.log(`${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  rows.push({
    what: `queue ${(size / 1000).toLocaleString("en-AU")}k: ${label}`,
    target: `p95 ≤ ${target} ms`,
    measured: `p95 ${p95.toFixed(1)} ms (median ${median.toFixed(1)}; in PostgreSQL ${Math.max(...dbTimes).toFixed(1)} ms)`,
    ok: p95 <= target,
  });
}

try {
  await runMigrations(c.sql);
  setConnectionForTests(c);
  const trgm = await c.sql.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  console.log(
    `pg_trgm: ${trgm.length ? "installed (trigram search indexes)" : "not available (search falls back to a scan)"}`,
  );
  await c.sql.exec(SEED_BENCH_USERS_SQL);
  let seeded = 0;
  for (const size of sizes) {
    await seed(seeded + 1, size);
    seeded = size;
    const t = size >= 1_000_000 ? 30 : 20;
    console.log(`\n## ${size.toLocaleString("en-AU")} applications`);
    await measure(size, "newest first, 40 pages deep", {}, t);
    await measure(size, "sort by amount, 40 pages deep", { sort: "amount" }, t);
    await measure(size, "sort by risk, 40 pages deep", { sort: "risk" }, t);
    await measure(size, "status filter (in review), newest first", { status: "under_review" }, t);
    await measure(size, "status filter (withdrawn, rare), by amount", { status: "withdrawn", sort: "amount" }, t);
    await measure(size, "risk filter (high), newest first", { risk: "high" }, t);
    await measure(size, "partner filter, newest first", { partnerId: "bench-partner-7" }, t);
    await measure(size, "date range (one day), newest first", { from: "2026-11-10", to: "2026-11-10" }, t);
    await measure(size, "amount range, by amount", { minAmount: 200_000, maxAmount: 250_000, sort: "amount" }, t);
    await measure(size, "name search 'Coastal Bakery'", { q: "Coastal Bakery" }, 20, 20, false);
    await measure(size, "name search 'Pty Ltd 4242' (rare)", { q: "Pty Ltd 4242" }, 20, 20, false);
    await measure(size, "number search, complete 'BF-2020-004242'", { q: "BF-2020-004242" }, 20, 20, false);
    await measure(size, "number search, part '0-004242'", { q: "0-004242" }, 20, 20, false);
  }
  console.log(
    `\n## Staff queue on PostgreSQL, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    "measured: the call as the API makes it (Prisma included); in PostgreSQL: EXPLAIN ANALYZE execution time",
  );
  const w = Math.max(...rows.map((r) => r.what.length));
  const m = Math.max(...rows.map((r) => r.measured.length));
  console.log(`${"what".padEnd(w)} | target          | ${"measured".padEnd(m)} | met`);
  for (const r of rows)
    console.log(`${r.what.padEnd(w)} | ${r.target.padEnd(15)} | ${r.measured.padEnd(m)} | ${r.ok ? "yes" : "NO"}`);
  for (const r of rows) reportRow(r);
} finally {
  await c.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
