// Issue 40 item 4: e-mail throughput across two instances. Staff post `count` messages through the
// balancer (each e-mails the client through the outbox); the rate is e-mails received by the SMTP
// sink per second, from the first request to the last e-mail, beside the rate the writes themselves
// reached (the e-mails cannot leave faster than they are written).
import { begin, outboxSince, pool, postMessage, waitSent } from "./mail-checks.mjs";

const SUBJECT = "New message about your application";

export async function mailThroughput(c, { count = 600, connections = 24, target = 50 } = {}) {
  const { staff, apps, since, before } = await begin(c, "message");
  const started = Date.now();
  let written = 0;
  await pool(
    Array.from({ length: count }, (_, i) => i),
    connections,
    async (i) => {
      if ((await postMessage(c, staff, apps, i, `Throughput ${i}`))?.status === 201) written += 1;
    },
  );
  const writeSeconds = (Date.now() - started) / 1000;
  await waitSent(c, since, SUBJECT, 600_000, "every throughput e-mail sent");
  const rows = await outboxSince(c.db, since, SUBJECT);
  await c.until(async () => c.smtp.messages.length - before >= rows.length, 30_000, "the sink has them all");
  const last = Math.max(...c.smtp.messages.slice(before).map((m) => m.at));
  const seconds = (last - started) / 1000;
  const rate = Math.round((rows.length / seconds) * 10) / 10;
  c.check(
    `e-mail throughput across two instances is at least ${target} e-mails/s`,
    rows.length === written && rate >= target,
    `${rows.length} e-mails in ${seconds.toFixed(1)} s: ${rate} e-mails/s (the ${written} writes took ${writeSeconds.toFixed(1)} s, ${Math.round(written / writeSeconds)}/s)`,
  );
}
