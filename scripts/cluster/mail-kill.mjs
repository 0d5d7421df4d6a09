// Issue 40 item 3: kill -9 of an instance while it sends e-mail. Staff post `count` messages (each
// e-mails the client); once a third have reached the SMTP sink, which holds each reply a little so
// sends are in flight, instance B is killed. Every e-mail must arrive (the dead worker's claims expire
// and the sweep sends what it held), none under a second Message-ID; a message B had handed to the
// server before it died may arrive again, under its first Message-ID, so a receiver can drop it.
import { begin, matchSink, outboxSince, pool, postMessage, waitSent } from "./mail-checks.mjs";

const SUBJECT = "New message about your application";

export async function mailKill(c, { count = 300, connections = 12 } = {}) {
  const { staff, apps, since, before } = await begin(c, "message");
  c.smtp.delayMs = 40;
  let killedAt = 0;
  const killer = (async () => {
    await c.until(async () => c.smtp.messages.length - before >= count / 3, 120_000, "a third of the e-mails sent");
    c.kill(c.PORTS.b);
    killedAt = Date.now();
  })();
  await pool(
    Array.from({ length: count }, (_, i) => i),
    connections,
    (i) => postMessage(c, staff, apps, i, `Kill burst ${i}`),
  );
  await killer;
  c.smtp.delayMs = 0;
  const waited = await waitSent(c, since, SUBJECT, 300_000, "every e-mail of the kill burst sent");
  const rows = await outboxSince(c.db, since, SUBJECT);
  await c.until(async () => matchSink(c.smtp, rows).lost === 0, 30_000, "the sink has every e-mail");
  const sink = matchSink(c.smtp, rows);
  const known = new Set(rows.map((r) => r.messageId));
  const arrived = c.smtp.messages.slice(before).filter((m) => m.subject === SUBJECT);
  const strangers = arrived.filter((m) => !known.has(m.messageId)).length;
  const last = Math.max(...arrived.map((m) => m.at));
  // A request cut off by the kill either committed its message with its e-mail, or neither.
  const { rows: stored } = await c.db.query(
    `SELECT count(*)::int AS n FROM "Message" WHERE content LIKE 'Kill burst %' AND "createdAt" >= $1::timestamp`,
    [since],
  );
  c.check(
    "kill -9 of an instance while it sends e-mail: none lost, none under a second Message-ID",
    rows.length > 0 && rows.length === stored[0].n && sink.lost === 0 && strangers === 0,
    `${stored[0].n} messages stored of ${count} sent, ${rows.length} e-mails, ${sink.distinct} Message-IDs at the sink, ${sink.lost} lost, ${strangers} under an unknown Message-ID, ${sink.resent} resent under their first Message-ID; the last arrived ${Math.round((last - killedAt) / 1000)} s after the kill (outbox empty ${Math.round(waited / 1000)} s after the burst)`,
  );
}
