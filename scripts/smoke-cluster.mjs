// `npm run smoke:cluster`: the deployment's shape on this machine. One build, two app instances on
// PostgreSQL and S3-compatible storage (a local s3rver), nginx (Debian's package) in front, a local
// SMTP sink. Checks through the balancer: a session made on one instance works on the other, rate
// limits are shared, an upload made through one downloads through the other, each e-mail job runs
// exactly once, each webhook is delivered exactly once, a `kill -9` mid-burst loses no acknowledged
// write, and the scenarios in scripts/cluster/ hold (keep-alive waves, a missing stored object, e-mail
// throughput, kill -9 while sending e-mail, terminated database connections during status changes, a
// database that starts late, webhooks delivered once). Prints the
// portal API's throughput and p99 with one and with two instances. Needs nginx and PostgreSQL
// (SMOKE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { keepAliveWave } from "./cluster/keepalive-wave.mjs";
import { lateDatabase } from "./cluster/late-database.mjs";
import { load } from "./cluster/load.mjs";
import { mailKill } from "./cluster/mail-kill.mjs";
import { mailThroughput } from "./cluster/mail-throughput.mjs";
import { missingObject } from "./cluster/missing-object.mjs";
import { startNginx } from "./cluster/nginx.mjs";
import { startSmtpSink } from "./cluster/smtp-sink.mjs";
import { statusTerminate } from "./cluster/status-terminate.mjs";
import { webhookOnce } from "./cluster/webhook-once.mjs";

const admin = process.env.SMOKE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const base = Number(process.env.SMOKE_PORT ?? 3810);
const PORTS = { both: base, one: base + 1, a: base + 2, b: base + 3 };
const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-cluster-"));
const children = [];
const cleanups = [];
let failures = 0;

function check(name, ok, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` — ${detail}` : ""}`);
  if (!ok) failures += 1;
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function until(fn, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out: ${what}`);
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) run("npm", ["run", "build"], { NEXT_TELEMETRY_DISABLED: "1" });

  const name = `bizfund_cluster_${Date.now().toString(36)}`;
  const pgAdmin = new pg.Client({ connectionString: admin });
  await pgAdmin.connect();
  await pgAdmin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const DATABASE_URL = url.toString();
  cleanups.push(async () => {
    await pgAdmin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await pgAdmin.end();
  });
  // The deploy step: migrate once (and load the demo data for the checks), before any instance starts.
  run("npm", ["run", "db:seed"], { DATABASE_URL });

  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "bizfund", configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());

  const env = {
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL,
    APP_URL: `http://127.0.0.1:${PORTS.both}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DEV_LOGINS: "1",
    TRUSTED_PROXIES: "loopback",
    STORAGE_DRIVER: "s3",
    S3_BUCKET: "bizfund",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "warn",
    // ADR 073: the webhook check's receiver listens on this machine (the test-only allowlist).
    WEBHOOK_TEST_ALLOW_HOSTS: "127.0.0.1",
  };
  const running = new Map();
  const instance = (port, extra = {}) => {
    const child = spawn(process.execPath, ["scripts/server.mjs", "--hostname", "127.0.0.1", "--port", String(port)], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env, DATA_DIR: path.join(dir, `data-${port}`), ...extra },
    });
    children.push(child);
    running.set(port, child);
    return child;
  };
  const a = instance(PORTS.a);
  const b = instance(PORTS.b);
  for (const port of [PORTS.a, PORTS.b])
    await until(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, 120_000, `instance ${port} ready`);
  const nginx = await startNginx({
    dir: path.join(dir, "nginx"),
    servers: [
      { name: "both", port: PORTS.both, instances: [PORTS.a, PORTS.b] },
      { name: "one", port: PORTS.one, instances: [PORTS.a] },
    ],
  });
  children.push(nginx);
  const at = (port) => `http://127.0.0.1:${port}`;
  const lb = at(PORTS.both);

  // 1. A session made on one instance works on the other.
  const login = async (role, port) => {
    const res = await fetch(`${at(port)}/api/dev/login-${role}`, { redirect: "manual" });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const client = await login("client", PORTS.a);
  const me = await fetch(`${at(PORTS.b)}/api/auth/user`, { headers: { cookie: client } });
  check("a session made on instance A is signed in on instance B", me.ok, `B answered ${me.status}`);

  // 2. Rate limits are shared: the company search allows 60 a minute per caller, whichever instance.
  const statuses = [];
  for (let i = 0; i < 61; i++) {
    const res = await fetch(`${at(i % 2 ? PORTS.b : PORTS.a)}/api/company-search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ companyName: "Harbour" }),
    });
    statuses.push(res.status);
  }
  check(
    "rate limits are shared: 60 answered across both instances, the 61st refused",
    statuses.slice(0, 60).every((s) => s === 200) && statuses[60] === 429,
    `last status ${statuses[60]}`,
  );

  // 3. An upload made through one instance downloads through the other (S3).
  const apps = await (await fetch(`${at(PORTS.a)}/api/applications`, { headers: { cookie: client } })).json();
  const applicationId = apps[0]?.id;
  const pdf = Buffer.from(`%PDF-1.4\n% cluster ${Date.now()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const upload = async (port) => {
    const form = new FormData();
    form.set("file", new File([pdf], "statement.pdf", { type: "application/pdf" }));
    form.set("applicationId", applicationId);
    const res = await fetch(`${at(port)}/api/documents/upload`, {
      method: "POST",
      headers: { cookie: client },
      body: form,
    });
    return res.status === 201 ? (await res.json()).id : null;
  };
  const docId = await upload(PORTS.a);
  const download = docId ? await fetch(`${at(PORTS.b)}/api/documents/${docId}`, { headers: { cookie: client } }) : null;
  const bytes = download?.ok ? Buffer.from(await download.arrayBuffer()) : Buffer.alloc(0);
  check("an upload through instance A downloads through instance B", bytes.equals(pdf), `document ${docId}`);

  // 4. Throughput and p99 of the portal API (the staff queue), one instance vs two, through nginx.
  const staff = await login("staff", PORTS.a);
  const table = [];
  for (const [label, port] of [
    ["1 instance", PORTS.one],
    ["2 instances", PORTS.both],
  ]) {
    await load({ url: `${at(port)}/api/applications`, headers: { cookie: staff }, connections: 10, seconds: 2 });
    table.push({ label, ...(await load({ url: `${at(port)}/api/applications`, headers: { cookie: staff } })) });
  }

  // Scenarios in their own modules (scripts/cluster/), each given the same context.
  const ctx = { check, at, lb, base, PORTS, client, applicationId, upload, env, instance, until, DATABASE_URL };
  ctx.nginxErrorLog = path.join(dir, "nginx", "error.log");
  await keepAliveWave(ctx);
  await missingObject(ctx);

  // 5. kill -9 of instance B during a burst of writes (messages and uploads) through the balancer:
  //    every acknowledged write is in the database (and every acknowledged upload downloads).
  const acknowledged = { messages: [], uploads: [] };
  let sent = 0;
  const burst = Array.from({ length: 10 }, async (_, worker) => {
    for (let i = 0; i < 20; i++) {
      sent += 1;
      if (sent === 100) b.kill("SIGKILL");
      try {
        if (worker < 2 && i < 5) {
          const id = await upload(PORTS.both);
          if (id) acknowledged.uploads.push(id);
          continue;
        }
        const res = await fetch(`${lb}/api/messages`, {
          method: "POST",
          headers: { cookie: client, "Content-Type": "application/json" },
          body: JSON.stringify({ applicationId, content: `burst ${worker}-${i}` }),
        });
        if (res.ok) acknowledged.messages.push((await res.json()).id);
      } catch {
        // Not acknowledged: the caller saw a failure and may retry.
      }
    }
  });
  await Promise.all(burst);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  cleanups.unshift(() => db.end());
  const found = await db.query(`SELECT count(*)::int AS n FROM "Message" WHERE id = ANY($1)`, [acknowledged.messages]);
  check(
    "kill -9 of an instance mid-burst loses no acknowledged message",
    found.rows[0].n === acknowledged.messages.length,
    `${acknowledged.messages.length} acknowledged of 190 sent, ${found.rows[0].n} stored`,
  );
  let readable = 0;
  for (const id of acknowledged.uploads)
    if ((await fetch(`${lb}/api/documents/${id}`, { headers: { cookie: client } })).ok) readable += 1;
  check(
    "…and no acknowledged upload",
    readable === acknowledged.uploads.length,
    `${acknowledged.uploads.length} acknowledged, ${readable} downloadable`,
  );

  // …and after the upload sweeper (run as if its grace period had passed) no stored file lacks its
  //    row: a write killed between storing the file and committing the row leaves nothing behind.
  // Asynchronously: the S3 server runs in this process, so a blocking spawn would never be answered.
  const sweep = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only.mjs", "scripts/cluster/sweep-check.ts"],
      { env: { ...process.env, ...env, DATA_DIR: path.join(dir, "data-sweep") }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("close", (status) => resolve({ status, stdout }));
  });
  const swept = JSON.parse(sweep.stdout.trim().split("\n").pop() || "{}");
  check(
    "after the sweeper no stored file is without its row",
    sweep.status === 0 && swept.withoutRow === 0,
    `${swept.stored} files on ${swept.driver}, ${swept.removed} orphans removed, ${swept.withoutRow} without a row`,
  );

  // 6. Every e-mail leaves exactly once, although both instances ran the job workers: the contact
  //    form through the balancer (each message e-mails support), then wait for the outbox to empty.
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${lb}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Cluster Check",
        email: `cluster${i}@example.com`,
        subject: `Cluster e-mail ${i}`,
        message: "Sent through nginx to whichever instance answers.",
      }),
    });
    if (res.status !== 201) check(`contact form ${i} accepted`, false, `status ${res.status}`);
  }
  await until(
    async () => (await db.query(`SELECT count(*)::int AS n FROM "OutboxEmail" WHERE "sentAt" IS NULL`)).rows[0].n === 0,
    150_000,
    "every outbox e-mail sent",
  );
  const sentRows = (await db.query(`SELECT count(*)::int AS n FROM "OutboxEmail" WHERE "sentAt" IS NOT NULL`)).rows[0]
    .n;
  check(
    "each e-mail job ran exactly once",
    smtp.messages.length === sentRows,
    `${sentRows} e-mails, ${smtp.messages.length} received`,
  );
  void a;

  // Scenarios in their own modules (scripts/cluster/), each given the cluster to work with.
  const cluster = {
    ...{ lb, at, PORTS, db, smtp, check, until, login, env },
    async ensureRunning(port) {
      const child = running.get(port);
      if (child && child.exitCode === null && child.signalCode === null) return;
      instance(port);
      await until(async () => (await fetch(`${at(port)}/api/ready`)).ok, 120_000, `instance ${port} ready again`);
    },
    kill: (port) => running.get(port)?.kill("SIGKILL"),
  };
  await mailThroughput(cluster); // issue 40 item 4: e-mails/s across two instances, from a backlog
  await mailKill(cluster); // issue 40 item 3: kill -9 while sending, no e-mail lost or unrecognisably resent
  await statusTerminate(cluster); // issue 40 item 2: terminated connections, every committed change told
  await webhookOnce(cluster); // issue 35 item 7: each webhook delivered once although both instances work the queue
  await lateDatabase(ctx); // issue 40 item 5: a database that starts late, or never

  console.log(
    `\nPortal API (GET /api/applications as staff) through nginx, 20 connections, 10 s, ${os.cpus().length} cores:`,
  );
  console.log("| instances | requests/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|");
  for (const r of table) console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  failures += 1;
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  for (const cleanup of cleanups)
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
console.log(failures ? `\n${failures} check(s) failed` : "\nall cluster checks passed");
process.exit(failures ? 1 : 0);
