// Issue 40 item 4: how fast two instances send e-mail. A backlog of `count` outbox e-mails and their
// `mail.deliver` jobs is written at once, as that many committed changes would leave them (writing
// them through the API would measure this machine's request rate instead); the rate is e-mails
// received by the SMTP sink per second until the last one arrives. The recurring sweep helps as it
// would in production.
export async function mailThroughput(c, { count = 1000, target = 50 } = {}) {
  await c.ensureRunning(c.PORTS.a);
  await c.ensureRunning(c.PORTS.b);
  const before = c.smtp.messages.length;
  const subject = `Throughput check ${Date.now()}`;
  await c.db.query("BEGIN");
  await c.db.query(
    `INSERT INTO "OutboxEmail" (id, "to", subject, text)
     SELECT 'tp' || md5(random()::text || g), 'backlog' || g || '@example.com', $1, 'Backlog e-mail ' || g
     FROM generate_series(1, $2) g`,
    [subject, count],
  );
  await c.db.query(
    `INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff)
     SELECT 'mail.deliver', jsonb_build_object('outboxId', id), 5, 30, true FROM "OutboxEmail" WHERE subject = $1`,
    [subject],
  );
  await c.db.query("COMMIT");
  const started = Date.now();
  const arrived = () => c.smtp.messages.slice(before).filter((m) => m.subject === subject);
  await c.until(async () => arrived().length >= count, 900_000, "the whole backlog at the sink");
  const seconds = (Math.max(...arrived().map((m) => m.at)) - started) / 1000;
  const rate = Math.round((count / seconds) * 10) / 10;
  c.check(
    `e-mail throughput across two instances is at least ${target} e-mails/s`,
    rate >= target,
    `a backlog of ${count} e-mails reached the SMTP sink in ${seconds.toFixed(1)} s: ${rate} e-mails/s`,
  );
}
