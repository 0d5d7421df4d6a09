// `npm run bench -- load` (issue 19): autocannon comparisons on this machine, each reported next to
// its target (scripts/bench/lib/report.ts):
//   - static `/` through the shipped deployment (nginx in front of the app, deploy/nginx.conf's cache
//     settings) vs nginx serving the same HTML bytes from disk (target ≥ 80%; the median of three runs
//     of each, taken in turn); Next alone for context;
//   - `/api/health` vs a bare Node http server answering the same JSON (the ratio), and whether
//     liveness touches the database (PostgreSQL's transaction counter over the run vs an idle window);
//   - the staff queue API on PostgreSQL with 100,000 seeded applications, 50 connections, through
//     nginx to 1 and to 2 instances (target p99 ≤ 50 ms), and on the embedded database (demo data) at
//     10 connections (target p99 ≤ 250 ms); beside each 50-connection row, `/api/health` by the same path
//     at the same load, the floor no route handler can beat, and the queue's share of it (issue 38 item 7:
//     throughput ≥ 40% of the floor's, p99 ≤ 2× the floor's);
//   - server memory: RSS of an idle instance on PostgreSQL (target ≤ 300 MB) and after each of three
//     load runs (target: no growth, run 3 ≤ run 1 + 10%).
// Needs a production build (`npm run build`), nginx (apt-get install -y nginx) and PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). LOAD_SECONDS (default 10),
// LOAD_PORT (first of 8 ports, default 3860), LOAD_ROWS (default 100000).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startNginx } from "../cluster/nginx.mjs";
import { at, cannon, login, seconds, type Result } from "./lib/cannon";
import { rssMb, until } from "./lib/process";
import { reportRow } from "./lib/report";
import { SEED_BENCH_USERS_SQL, seedApplicationsSql } from "./lib/seed-applications";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const base = Number(process.env.LOAD_PORT ?? 3860);
const rowsToSeed = Number(process.env.LOAD_ROWS ?? 100_000);
const P = {
  a: base,
  b: base + 1,
  embedded: base + 2,
  bare: base + 3,
  lbOne: base + 4,
  lbBoth: base + 5,
  static: base + 6,
};

if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
  console.log("load benchmark skipped: run `npm run build` first");
  process.exit(0);
}
if (spawnSync("nginx", ["-v"]).error) {
  console.log("load benchmark skipped: no nginx (apt-get install -y nginx)");
  process.exit(0);
}
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(`load benchmark skipped: no PostgreSQL at ${adminUrl} (${(error as Error).message})`);
  process.exit(0);
}

// LOAD_DB_PREFIX keeps parallel checkouts' bench databases apart (as TEST_DB_PREFIX does for tests).
const dbName = `${process.env.LOAD_DB_PREFIX ?? "bizfund_load"}_${Date.now().toString(36)}`;
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-load-"));
const children: ChildProcess[] = [];
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

function instance(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/server.mjs", "--hostname", "127.0.0.1", "--port", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: at(port),
      AUTH_SECRET: "load-bench-secret-0123456789abcdef0123456789",
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      DEV_LOGINS: "1",
      TRUSTED_PROXIES: "loopback",
      LOG_LEVEL: "warn",
      DATA_DIR: path.join(dir, `data-${port}`),
      ...env,
    },
  });
  children.push(child);
  return child;
}

async function transactions(): Promise<number> {
  const r = await admin.query(`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1`, [
    dbName,
  ]);
  return Number(r.rows[0]?.n ?? 0);
}

try {
  await admin.query(`CREATE DATABASE "${dbName}"`);
  // Migrate and load the demo data (staff, lenders), then the bench applications.
  // The operator's command itself (as scripts/smoke-cluster.mjs runs it), with its own flags.
  const seeded = spawnSync("npm", ["run", "--silent", "db:seed"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: dbUrl },
  });
  if (seeded.status !== 0) throw new Error("db-seed failed");
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(SEED_BENCH_USERS_SQL);
  await db.query(seedApplicationsSql(1, rowsToSeed));
  await db.query(`ANALYZE "Application"`);
  await db.end();
  console.log(`PostgreSQL: ${rowsToSeed.toLocaleString("en-AU")} applications seeded into ${dbName}`);

  const a = instance(P.a, { DATABASE_URL: dbUrl });
  instance(P.b, { DATABASE_URL: dbUrl });
  // The bare comparison: the same JSON from a Node http server with nothing else in it.
  const bare = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }); s.end('{"status":"ok"}'); }).listen(${P.bare}, "127.0.0.1")`,
    ],
    { stdio: "ignore" },
  );
  children.push(bare);
  for (const port of [P.a, P.b])
    await until(async () => (await fetch(`${at(port)}/api/ready`)).ok, 180_000, `instance ${port} ready`);

  // Idle memory: after start-up and one request to each kind of page.
  const staffCookie = await login(P.a, "staff");
  for (const p of ["/", "/working-capital", "/api/health"]) await (await fetch(`${at(P.a)}${p}`)).arrayBuffer();
  await (await fetch(`${at(P.a)}/api/applications`, { headers: { cookie: staffCookie } })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(a.pid!);
  console.log(`idle RSS of one instance on PostgreSQL: ${idle.toFixed(0)} MB`);

  // nginx: the deployment (1 and 2 instances) and, beside it, nginx alone serving `/`'s HTML from disk.
  const html = Buffer.from(await (await fetch(`${at(P.a)}/`)).arrayBuffer());
  mkdirSync(path.join(dir, "www"), { recursive: true });
  writeFileSync(path.join(dir, "www", "index.html"), html);
  const nginx = await startNginx({
    dir: path.join(dir, "nginx"),
    servers: [
      { name: "one", port: P.lbOne, instances: [P.a] },
      { name: "both", port: P.lbBoth, instances: [P.a, P.b] },
    ],
    statics: [{ port: P.static, root: path.join(dir, "www") }],
  });
  children.push(nginx);
  const viaNginx = await fetch(`${at(P.lbBoth)}/`);
  await viaNginx.arrayBuffer();
  const sameBytes = readFileSync(path.join(dir, "www", "index.html")).length === html.length;
  console.log(
    `/ is ${(html.length / 1024).toFixed(1)} KiB; nginx cache on a second request: ${(await fetch(`${at(P.lbBoth)}/`)).headers.get("x-cache-status")}`,
  );

  console.log("\nstatic / (10 s runs unless LOAD_SECONDS says otherwise)");
  // One 10 s sample of each swings by ±10% on two cores shared with the load generator: three runs of
  // each, taken in turn, and the median run of each is compared.
  const alone: Result[] = [];
  const through: Result[] = [];
  for (let i = 0; i < 3; i++) {
    alone.push(await cannon(`${at(P.static)}/`));
    through.push(await cannon(`${at(P.lbBoth)}/`));
  }
  const median = (runs: Result[]) => [...runs].sort((x, y) => x.rps - y.rps)[1]!;
  const nginxAlone = median(alone);
  const deployed = { ...median(through), non2xx: through.reduce((n, r) => n + r.non2xx, 0) };
  const nextAlone = await cannon(`${at(P.a)}/`);
  const staticRatio = deployed.rps / nginxAlone.rps;
  reportRow({
    what: "static / through the deployment vs nginx alone",
    target: "≥ 80%",
    measured: `${(staticRatio * 100).toFixed(0)}% (${deployed.rps} vs ${nginxAlone.rps} req/s, median of 3; Next alone ${nextAlone.rps}, ${((nextAlone.rps / nginxAlone.rps) * 100).toFixed(0)}%)`,
    ok: staticRatio >= 0.8 && sameBytes && deployed.non2xx === 0,
  });

  console.log("\n/api/health");
  const idleBefore = await transactions();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const idleTx = (await transactions()) - idleBefore;
  const healthBefore = await transactions();
  const health = await cannon(`${at(P.a)}/api/health`);
  const healthTx = (await transactions()) - healthBefore;
  const bareHealth = await cannon(`${at(P.bare)}/`);
  // Liveness without a database round trip: no more transactions than the same time idle (the job
  // runner's polling), far fewer than the requests served.
  const fromMemory = healthTx <= idleTx * 1.5 + 20 && healthTx < health.rps;
  reportRow({
    what: "/api/health vs bare Node http",
    target: "from memory; report ratio",
    measured: `${((health.rps / bareHealth.rps) * 100).toFixed(1)}% (${health.rps} vs ${bareHealth.rps} req/s); ${healthTx} database transactions during ${(health.rps * seconds).toLocaleString("en-AU")} requests (${idleTx} idle)`,
    ok: fromMemory && health.non2xx === 0,
  });

  console.log(`\nstaff queue API, PostgreSQL, ${rowsToSeed.toLocaleString("en-AU")} applications`);
  const queue = (port: number, connections: number) =>
    cannon(`${at(port)}/api/applications`, connections, { cookie: staffCookie });
  await queue(P.lbBoth, 10); // warm both instances' plan caches and pools
  // Three runs of the same load in a row (1 instance, 2 instances, 1 instance again), with instance A's
  // memory after each; nothing else runs between them.
  const runs = [
    ["1 instance", P.lbOne],
    ["2 instances", P.lbBoth],
    ["1 instance, again", P.lbOne],
  ] as const;
  const results: Result[] = [];
  const memory: number[] = [];
  for (const [, port] of runs) {
    results.push(await queue(port, 50));
    memory.push(rssMb(a.pid!));
  }
  const floors: Result[] = [];
  for (const [i, [label, port]] of runs.slice(0, 2).entries()) {
    const r = results[i]!;
    // The floor beside it: /api/health answers from memory without a database call, through the same
    // nginx and instances at the same load. No route handler can answer faster than this one, so its
    // p99 is a lower bound for the queue's.
    const floor = await cannon(`${at(port)}/api/health`);
    floors.push(floor);
    reportRow({
      what: `staff queue API, PostgreSQL ${rowsToSeed / 1000}k, ${label}, 50 connections`,
      target: "p99 ≤ 50 ms",
      measured: `p99 ${r.p99} ms, p50 ${r.p50} ms, ${r.rps} req/s${r.non2xx ? `, ${r.non2xx} non-2xx` : ""} (floor, /api/health by the same path: p99 ${floor.p99} ms, ${floor.rps} req/s)`,
      ok: r.p99 <= 50 && r.non2xx === 0 && r.errors === 0,
    });
  }
  // Issue 38 item 7: what a route handler with a session and a real query costs over the floor, as
  // ratios measured in the same run (absolute numbers swing with whatever else the machine runs).
  for (const [i, [label]] of runs.slice(0, 2).entries()) {
    const r = results[i]!;
    const floor = floors[i]!;
    const share = r.rps / floor.rps;
    const p99Ratio = r.p99 / floor.p99;
    reportRow({
      what: `staff queue API vs /api/health, ${label}, 50 connections: throughput`,
      target: "≥ 40%",
      measured: `${(share * 100).toFixed(0)}% (${r.rps} vs ${floor.rps} req/s)`,
      ok: share >= 0.4,
    });
    reportRow({
      what: `staff queue API vs /api/health, ${label}, 50 connections: p99`,
      target: "p99 ≤ 2× floor",
      measured: `${p99Ratio.toFixed(1)}× (${r.p99} vs ${floor.p99} ms)`,
      ok: p99Ratio <= 2,
    });
  }
  reportRow({
    what: "server memory (RSS), idle on PostgreSQL",
    target: "≤ 300 MB",
    measured: `${idle.toFixed(0)} MB`,
    ok: idle <= 300,
  });
  reportRow({
    what: "server memory across 3 load runs",
    target: "run 3 ≤ run 1 + 10%",
    measured: `${memory.map((m) => m.toFixed(0)).join(" → ")} MB (idle ${idle.toFixed(0)})`,
    ok: memory[2]! <= memory[0]! * 1.1,
  });

  // The embedded database (PGlite, demo data) at 10 connections.
  const embedded = instance(P.embedded, { DATABASE_URL: "" });
  await until(async () => (await fetch(`${at(P.embedded)}/api/ready`)).ok, 180_000, "embedded instance ready");
  const embeddedCookie = await login(P.embedded, "staff");
  console.log("\nstaff queue API, embedded database (demo data)");
  await cannon(`${at(P.embedded)}/api/applications`, 10, { cookie: embeddedCookie }, 2);
  const e = await cannon(`${at(P.embedded)}/api/applications`, 10, { cookie: embeddedCookie });
  reportRow({
    what: "staff queue API, embedded database, 10 connections",
    target: "p99 ≤ 250 ms",
    measured: `p99 ${e.p99} ms, p50 ${e.p50} ms, ${e.rps} req/s; RSS ${rssMb(embedded.pid!).toFixed(0)} MB`,
    ok: e.p99 <= 250 && e.non2xx === 0 && e.errors === 0,
  });
  console.log(
    `\n${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; autocannon runs in this process, on the same cores as the servers`,
  );
} finally {
  await cleanup();
}
