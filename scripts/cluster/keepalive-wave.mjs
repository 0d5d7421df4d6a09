// Issue 40 item 1, as it was found: waves of 32 concurrent `POST /api/messages` through nginx, 5 s
// apart (Node's old keep-alive timeout). nginx reused upstream connections Node was closing and
// answered 61 of 640 with 502 (30 of them 'no live upstreams', both instances ejected). Expected: no
// 502, no ejection; every write a 201 (or, on an overloaded machine, a 503 with Retry-After).
import { readFileSync } from "node:fs";

export async function keepAliveWave(ctx, { waves = 20, concurrency = 32, gapMs = 5000 } = {}) {
  const { check, lb, client, applicationId, nginxErrorLog } = ctx;
  const logBefore = readFileSync(nginxErrorLog, "utf8").length;
  const statuses = new Map();
  let failed = 0;
  for (let wave = 0; wave < waves; wave++) {
    if (wave) await new Promise((r) => setTimeout(r, gapMs));
    await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        try {
          const res = await fetch(`${lb}/api/messages`, {
            method: "POST",
            headers: { cookie: client, "Content-Type": "application/json" },
            body: JSON.stringify({ applicationId, content: `keep-alive wave ${wave}-${i}` }),
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch {
          failed += 1;
        }
      }),
    );
  }
  const log = readFileSync(nginxErrorLog, "utf8").slice(logBefore);
  const noLive = (log.match(/no live upstreams/g) ?? []).length;
  const disabled = (log.match(/upstream server temporarily disabled/g) ?? []).length;
  const total = waves * concurrency;
  const created = statuses.get(201) ?? 0;
  // On a saturated machine a write may wait too long for a transaction: that is an outage answered as
  // one (503 with Retry-After, issue 40 item 7), not a connection nginx lost. A 502 is the failure.
  const outages = statuses.get(503) ?? 0;
  const summary = [...statuses].map(([s, n]) => `${n}×${s}`).join(", ");
  check(
    `keep-alive wave: ${waves} waves of ${concurrency} concurrent POST /api/messages ${gapMs / 1000} s apart, no 502`,
    created + outages === total && failed === 0 && noLive === 0 && disabled === 0,
    `${created}/${total} answered 201 (${summary}${failed ? `, ${failed} failed` : ""}); nginx: ${noLive} 'no live upstreams', ${disabled} instance ejections`,
  );
  return { total, created, statuses: Object.fromEntries(statuses), noLive, disabled };
}
