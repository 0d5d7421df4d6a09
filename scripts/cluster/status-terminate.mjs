// Issue 40 item 2: PostgreSQL connections terminated (pg_terminate_backend) during a burst of status
// changes. Staff move applications between submitted and under review through the balancer while
// every other backend of the database is terminated, `rounds` times. Every committed change (its
// history row) must have its client notification, its e-mail in the outbox and that e-mail at the
// SMTP sink; every acknowledged change must be committed.
import { begin, matchSink, outboxSince, pool, waitSent } from "./mail-checks.mjs";

export async function statusTerminate(c, { apps = 8, movesPerApp = 30, rounds = 3 } = {}) {
  const start = await begin(c, "status_changed", 1000);
  const { staff, since } = start;
  const files = start.apps.filter((f) => f.status === "submitted" || f.status === "under_review").slice(0, apps);
  const acknowledged = new Map(files.map((f) => [f.id, 0]));
  let answered = 0;
  let terminating = true;
  const terminator = (async () => {
    let done = 0;
    while (done < rounds) {
      await new Promise((r) => setTimeout(r, 1500));
      // Every other backend of this database: both instances' pools, pg-boss's connections.
      await c.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      done += 1;
    }
    terminating = false;
    return done;
  })();
  await pool(files, files.length, async (file) => {
    // At least `movesPerApp` moves each, and moves going on until the last round has hit.
    for (let i = 0; i < movesPerApp || (terminating && i < 20 * movesPerApp); i++) {
      const { rows } = await c.db.query(`SELECT status, version FROM "Application" WHERE id = $1`, [file.id]);
      const to = rows[0].status === "submitted" ? "under_review" : "submitted";
      const res = await fetch(`${c.lb}/api/applications/${file.id}/status`, {
        method: "PATCH",
        headers: { cookie: staff, "Content-Type": "application/json" },
        body: JSON.stringify({ status: to, notes: `Cluster burst ${i}`, version: rows[0].version }),
      }).catch(() => null);
      answered += 1;
      if (res?.status === 200) acknowledged.set(file.id, acknowledged.get(file.id) + 1);
    }
  });
  const terminated = await terminator;
  await waitSent(c, since, "%", 300_000, "every e-mail of the status burst sent");
  const rows = await outboxSince(c.db, since, "Application %");
  const count = async (sql, params) => (await c.db.query(sql, params)).rows[0].n;
  const totals = { committed: 0, notified: 0, mailed: 0, acked: 0 };
  const short = [];
  for (const f of files) {
    const changes = await count(
      `SELECT count(*)::int AS n FROM "ApplicationStatusChange" WHERE "applicationId" = $1 AND "createdAt" >= $2::timestamp`,
      [f.id, since],
    );
    const notes = await count(
      `SELECT count(*)::int AS n FROM "Notification"
       WHERE "userId" = $1 AND kind = 'status_changed' AND link = $2 AND "createdAt" >= $3::timestamp`,
      [f.clientId, `/client?application=${f.id}`, since],
    );
    const mails = rows.filter((r) => r.subject.startsWith(`Application ${f.number}: `)).length;
    const acked = acknowledged.get(f.id);
    totals.committed += changes;
    totals.notified += notes;
    totals.mailed += mails;
    totals.acked += acked;
    if (notes !== changes || mails !== changes || acked > changes) short.push(f.number);
  }
  const sink = matchSink(c.smtp, rows);
  c.check(
    "connections terminated during status changes: every committed change has its notification and its e-mail",
    short.length === 0 && sink.lost === 0 && totals.committed > 0 && terminated === rounds,
    `${terminated} termination rounds; ${answered} requests, ${totals.acked} acknowledged, ${totals.committed} committed; ` +
      `${totals.notified} notifications, ${totals.mailed} e-mails (${sink.lost} not at the sink)` +
      (short.length ? `; short: ${short.join(", ")}` : ""),
  );
}
