// Issue #35 item 7 (ADR 073): every webhook delivery arrives exactly once although both instances run
// the delivery jobs and the sweep. A receiver on this machine (the test-only allowlist lets the
// instances reach it); deliveries come two ways: status changes made through the balancer (each
// hints its job on the instance that committed it) and a batch written outside any instance (only
// the two instances' sweeps find those, racing for them). Each must arrive once, correctly signed.
import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import http from "node:http";

function setup(env, url, count) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/server-only.mjs",
        "scripts/cluster/webhook-setup.ts",
        url,
        String(count),
      ],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.on("close", (status) =>
      status === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error("webhook setup failed")),
    );
  });
}

export async function webhookOnce(c, { batch = 10 } = {}) {
  await c.ensureRunning(c.PORTS.a);
  await c.ensureRunning(c.PORTS.b);
  const hits = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hits.push({ delivery: req.headers["bizfund-delivery"], signature: req.headers["bizfund-signature"], body });
      res.end("ok");
    });
  });
  await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
  try {
    const url = `http://127.0.0.1:${receiver.address().port}/hook`;
    const { endpointId, secret, partnerId } = await setup(c.env, url, batch);
    const staff = await c.login("staff", c.PORTS.a);
    const apps = await c.db.query(
      `SELECT "id" FROM "Application" WHERE "partnerId" = $1 AND "status" = 'submitted' LIMIT 5`,
      [partnerId],
    );
    for (const { id } of apps.rows) {
      const res = await fetch(`${c.lb}/api/applications/${id}/status`, {
        method: "PATCH",
        headers: { cookie: staff, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "under_review" }),
      });
      if (!res.ok) c.check(`status change of ${id} accepted`, false, `status ${res.status}`);
    }
    const open = async () =>
      (
        await c.db.query(
          `SELECT count(*)::int AS n FROM "WebhookDelivery" WHERE "endpointId" = $1 AND "status" <> 'delivered'`,
          [endpointId],
        )
      ).rows[0].n;
    await c.until(async () => (await open()) === 0, 150_000, "every webhook delivered");
    const rows = (await c.db.query(`SELECT "id" FROM "WebhookDelivery" WHERE "endpointId" = $1`, [endpointId])).rows;
    const ids = new Set(hits.map((h) => h.delivery));
    const signed = hits.every((h) => {
      const t = /t=(\d+)/.exec(h.signature)?.[1];
      const v1 = /v1=([0-9a-f]+)/.exec(h.signature)?.[1];
      return v1 === createHmac("sha256", secret).update(`${t}.${h.body}`).digest("hex");
    });
    c.check(
      "each webhook delivery arrived exactly once across two instances, signed",
      rows.length === batch + apps.rows.length && hits.length === rows.length && ids.size === rows.length && signed,
      `${rows.length} deliveries (${apps.rows.length} status changes, ${batch} swept), ${hits.length} received, ${ids.size} distinct`,
    );
  } finally {
    await new Promise((r) => receiver.close(r));
  }
}
