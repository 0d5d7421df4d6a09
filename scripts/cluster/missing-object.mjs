// Issue 40 item 6: a document whose stored object is gone (or shorter than its row says) must not take
// an instance out of nginx. Before: the stream failed with no response at all, nginx counted it as the
// instance failing, replayed the GET on the other, which failed the same way, and the site answered
// 502 for about 5 s. Expected: a 404 with the request id for the missing object, a cut-off body for
// the short one, no ejection in nginx's log, and every request after them answered by both instances.
import { readFileSync } from "node:fs";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";

export async function missingObject(ctx) {
  const { check, lb, at, PORTS, client, upload, env, nginxErrorLog, DATABASE_URL } = ctx;
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const keyOf = async (id) =>
    (await db.query(`SELECT "storageKey" FROM "Document" WHERE id = $1`, [id])).rows[0].storageKey;
  try {
    const [missing, short, intact] = [await upload(PORTS.both), await upload(PORTS.both), await upload(PORTS.both)];
    await s3.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: await keyOf(missing) }));
    await s3.send(
      new PutObjectCommand({ Bucket: env.S3_BUCKET, Key: await keyOf(short), Body: Buffer.from("%PDF-1.4\n") }),
    );
    const logBefore = readFileSync(nginxErrorLog, "utf8").length;
    const get = (id, base = lb) => fetch(`${base}/api/documents/${id}`, { headers: { cookie: client } });

    // More attempts than max_fails (3) on each instance, through the balancer.
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const res = await get(missing);
      const body = await res.json().catch(() => ({}));
      answers.push({ status: res.status, requestId: body.requestId, header: res.headers.get("x-request-id") });
    }
    check(
      "a missing stored object answers 404 JSON with the request id, every time",
      answers.every((a) => a.status === 404 && a.requestId && a.requestId === a.header),
      answers.map((a) => a.status).join(" "),
    );
    let cut = 0;
    for (let i = 0; i < 8; i++) {
      const res = await get(short);
      await res.arrayBuffer().then(
        () => undefined,
        () => (cut += 1),
      );
    }
    check(
      "an object shorter than its row is cut off after its headers, never served as complete",
      cut === 8,
      `${cut}/8 cut off`,
    );

    const after = [];
    for (let i = 0; i < 20; i++) after.push((await get(intact)).status);
    const direct = [(await get(intact, at(PORTS.a))).status, (await get(intact, at(PORTS.b))).status];
    const log = readFileSync(nginxErrorLog, "utf8").slice(logBefore);
    const ejected = (log.match(/upstream server temporarily disabled|no live upstreams/g) ?? []).length;
    check(
      "…and no instance is ejected: nginx disabled none, the next requests through it and to each instance succeed",
      ejected === 0 && after.every((s) => s === 200) && direct.every((s) => s === 200),
      `${ejected} ejections in nginx's log; ${after.filter((s) => s === 200).length}/20 through nginx, A ${direct[0]}, B ${direct[1]}`,
    );
  } finally {
    await db.end();
    s3.destroy();
  }
}
