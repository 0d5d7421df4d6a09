// Staff queue at scale: seeds 100,000 applications into PostgreSQL (BENCH_DATABASE_URL, or the local
// server) in a throwaway database, then reports p95 of the first page and of deep keyset pages.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { connect } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { setConnectionForTests } from "@/lib/db";
import { listStaffQueue } from "@/lib/applications/queries";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `bizfund_bench_${Date.now().toString(36)}`;
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
try {
  await runMigrations(c.sql);
  setConnectionForTests(c);
  const N = Number(process.env.BENCH_ROWS ?? 100_000);
  const t0 = performance.now();
  await c.sql.exec(
    `INSERT INTO "User" (id, role, email, "updatedAt") VALUES ('bench-client', 'client', 'bench@example.com', now())`,
  );
  await c.sql.exec(`
    INSERT INTO "Application" (id, number, "clientId", status, "businessName", abn, industry, purpose, "loanAmount", "termMonths", "monthlyTurnover", "creditProfile", "timeInBusiness",
      "contactFirstName", "contactLastName", "contactEmail", "contactPhone", "riskScore", "createdAt", "updatedAt", "lastActivityAt")
    SELECT 'b' || g, 'BF-2026-' || lpad(g::text, 6, '0'), 'bench-client',
      (ARRAY['submitted','under_review','lender_matching','offers_presentation','approved','settled','declined']::"ApplicationStatus"[])[1 + g % 7],
      'Business ' || g, lpad((10000000000 + g)::text, 11, '0'), 'retail_hospitality', 'growth', 10000 + (g * 37) % 990000, 24, 50000, 'good', '2-5y',
      'A', 'B', 'a@example.com', '0400123456', CASE WHEN g % 3 = 0 THEN (g * 13) % 100 END,
      now() - (g || ' minutes')::interval, now(), now()
    FROM generate_series(1, ${N}) g`);
  await c.sql.exec(`ANALYZE "Application"`);
  console.log(`seeded ${N.toLocaleString("en-AU")} applications in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const measure = async (label: string, q: Parameters<typeof listStaffQueue>[0], runs = 40) => {
    const times: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const page = await listStaffQueue({ ...q, cursor });
      times.push(performance.now() - t);
      cursor = page.nextCursor ?? undefined;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(runs * 0.95)]!.toFixed(1)} ms`,
    );
  };
  await measure("newest first, paging 40 pages deep", {});
  await measure("status filter (in_review), paging", { status: "in_review" });
  await measure("sort by amount, paging", { sort: "amount" });
  await measure("sort by risk, paging", { sort: "risk" });
  await measure("search by business name", { q: "Business 4242" }, 20);
} finally {
  await c.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
