// Shared by the cluster's e-mail scenarios: the database's clock, the outbox rows written since a
// moment, waiting for them to leave, and matching them with what the SMTP sink received.

/** The database's clock as text (timestamps are stored as UTC without a zone), to compare with createdAt. */
export async function dbNow(db) {
  const { rows } = await db.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS t`);
  return rows[0].t;
}

/** Outbox rows written since `since` whose subject matches `subjectLike` (SQL LIKE). */
export async function outboxSince(db, since, subjectLike = "%") {
  const { rows } = await db.query(
    // messageId through to_jsonb: the same query reads a database from before the column (a baseline run).
    `SELECT id, "to", subject, to_jsonb(o)->>'messageId' AS "messageId", "sentAt" IS NOT NULL AS sent
     FROM "OutboxEmail" o WHERE "createdAt" >= $1::timestamp AND subject LIKE $2`,
    [since, subjectLike],
  );
  return rows;
}

/** Wait until every outbox row written since `since` is sent; returns the time it took. */
export async function waitSent(c, since, subjectLike, ms, what) {
  const start = Date.now();
  await c.until(async () => (await outboxSince(c.db, since, subjectLike)).every((r) => r.sent), ms, what);
  return Date.now() - start;
}

/**
 * The sink's view of these outbox rows: each row's Message-ID must have arrived (none lost); a
 * Message-ID that arrived twice is a resend after a crash, recognisable as the same message.
 */
export function matchSink(smtp, rows) {
  const byId = new Map();
  for (const m of smtp.messages) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
  const lost = rows.filter((r) => !r.messageId || !byId.has(r.messageId)).length;
  const resent = rows.reduce((n, r) => n + Math.max(0, (byId.get(r.messageId) ?? 0) - 1), 0);
  return { lost, resent, distinct: rows.length - lost };
}

/** Run `fn` on `workers` callers at once, each taking the next item until none is left. */
export async function pool(items, workers, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

/** Applications whose client receives `kind` e-mails (active, e-mails on, the kind not muted). */
export async function mailedApplications(db, kind, limit = 10) {
  const { rows } = await db.query(
    `SELECT a.id, a.number, a.status, a."clientId" FROM "Application" a JOIN "User" u ON u.id = a."clientId"
     WHERE u."notifyByEmail" AND u.status = 'active' AND NOT ($1 = ANY(u."mutedEmailKinds")) LIMIT $2`,
    [kind, limit],
  );
  return rows;
}

/**
 * A scenario's start: both instances up, a staff session, up to `limit` applications whose client
 * receives `kind` e-mails, and the moment (the database's clock, the sink's count) it began.
 */
export async function begin(c, kind, limit = 10) {
  await c.ensureRunning(c.PORTS.a);
  await c.ensureRunning(c.PORTS.b);
  const staff = await c.login("staff", c.PORTS.a);
  const apps = await mailedApplications(c.db, kind, limit);
  return { staff, apps, since: await dbNow(c.db), before: c.smtp.messages.length };
}

/** Staff post message `i` in one of `apps` through the balancer; its answer, or null when none came. */
export function postMessage(c, staff, apps, i, content) {
  return fetch(`${c.lb}/api/messages`, {
    method: "POST",
    headers: { cookie: staff, "Content-Type": "application/json" },
    body: JSON.stringify({ applicationId: apps[i % apps.length].id, content }),
  }).catch(() => null);
}
