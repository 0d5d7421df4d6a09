import { beforeAll, describe, expect, it } from "vitest";
import { PUT as FULL_APPLICATION } from "@/app/api/applications/[id]/full-application/route";
import { POST as SUBMIT } from "@/app/api/applications/route";
import { POST as MESSAGE } from "@/app/api/messages/route";
import { POST as PREVIEW } from "@/app/api/quotes/preview/route";
import { emptyFullApplication } from "@/lib/applications/full-application/schema";
import { DEFAULT_MAX_BODY_BYTES, INVALID_UTF8_MESSAGE, tooLargeMessage } from "@/lib/http/body";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams, TEST_ORIGIN } from "../support/session";
import { loanAnswers, wizardAnswers } from "../support/wizard-answers";

/**
 * Issue #39 item 3: every JSON route's body is capped (64 KiB unless the route says more), by its
 * declared length before it is read and by its real length while it streams; item 12e: a body
 * that is not UTF-8 is refused, not stored with U+FFFD in place of its broken bytes.
 */
let users: DemoUsers;
let applicationId: string;
const prisma = () => testDatabase().connection.prisma;
const CHUNK = 16 * 1024;

/** A chunked body of 16 KiB chunks (`{"pad":"aaaa…`) that counts the chunks pulled; nothing is read ahead. */
function endless(chunks = 40_000) {
  const source = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (source.pulled >= chunks) return controller.close();
        const chunk = new Uint8Array(CHUNK).fill(0x61);
        if (source.pulled === 0) chunk.set(new TextEncoder().encode('{"pad":"'));
        source.pulled += 1;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { source, stream };
}

/** A same-origin POST with a raw body (a stream or bytes) and the headers given. */
const raw = (path: string, body: BodyInit, headers: Record<string, string> = {}, method = "POST") =>
  new Request(`${TEST_ORIGIN}${path}`, {
    method,
    body,
    duplex: "half",
    headers: {
      host: "127.0.0.1:3000",
      origin: TEST_ORIGIN,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
      ...headers,
    },
  } as RequestInit);

const answer = async (res: Response) => ({
  status: res.status,
  message: ((await res.json()) as { message: string }).message,
});

beforeAll(async () => {
  users = await seedDemo();
  // A file the client may still change: not closed, not yet sent to lenders.
  applicationId = (
    await prisma().application.findFirstOrThrow({
      where: {
        clientId: users.clientA.id,
        status: { in: ["submitted", "under_review"] },
        submissions: { none: {} },
      },
      orderBy: { seq: "asc" },
    })
  ).id;
});

describe("request body caps (issue #39 item 3)", () => {
  it("answers 413 to a declared Content-Length over 64 KiB without reading the body", async () => {
    actAs(null);
    // 600 MiB declared to /api/quotes/preview answered 500 after buffering it all.
    const { source, stream } = endless();
    const res = await PREVIEW(raw("/api/quotes/preview", stream, { "content-length": String(600 * 1024 * 1024) }));
    expect(await answer(res)).toEqual({ status: 413, message: tooLargeMessage(DEFAULT_MAX_BODY_BYTES) });
    expect(source.pulled).toBe(0);
  });

  it("answers 413 to a chunked body (no Content-Length) once it passes 64 KiB, and stops reading it", async () => {
    actAs(null);
    // 200 MiB to /api/applications took the server's memory from 620 to 1,201 MB.
    const { source, stream } = endless();
    const res = await SUBMIT(raw("/api/applications", stream));
    expect(await answer(res)).toEqual({ status: 413, message: tooLargeMessage(DEFAULT_MAX_BODY_BYTES) });
    expect(source.pulled).toBe(DEFAULT_MAX_BODY_BYTES / CHUNK + 1);
  });

  it("accepts a normal body, and one just under the cap", async () => {
    actAs(null);
    const ok = await PREVIEW(raw("/api/quotes/preview", JSON.stringify(loanAnswers)));
    expect(ok.status).toBe(200);
    const padded = JSON.stringify({ ...loanAnswers, pad: "" });
    const nearCap = JSON.stringify({ ...loanAnswers, pad: "a".repeat(DEFAULT_MAX_BODY_BYTES - padded.length) });
    expect(Buffer.byteLength(nearCap)).toBe(DEFAULT_MAX_BODY_BYTES);
    expect((await PREVIEW(raw("/api/quotes/preview", nearCap))).status).toBe(200);
    expect((await PREVIEW(raw("/api/quotes/preview", `${nearCap} `))).status).toBe(413);
  });

  it("lets a route that needs more say so: the full application takes 100 KiB, a default route refuses it", async () => {
    actAs(users.clientA);
    const big = JSON.stringify({ ...emptyFullApplication(), pad: "a".repeat(100 * 1024) });
    const res = await FULL_APPLICATION(
      raw(`/api/applications/${applicationId}/full-application`, big, {}, "PUT"),
      routeParams({ id: applicationId }),
    );
    expect(res.status).toBe(200);
    const refused = await MESSAGE(
      raw("/api/messages", JSON.stringify({ applicationId, content: "a".repeat(100 * 1024) })),
    );
    expect(refused.status).toBe(413);
  });
});

describe("request bodies must be UTF-8 (issue #39 item 12e)", () => {
  it("refuses a message with an invalid UTF-8 byte (400) and stores nothing", async () => {
    actAs(users.clientA);
    const before = await prisma().message.count({ where: { applicationId } });
    const json = new TextEncoder().encode(JSON.stringify({ applicationId, content: "Hello XX world" }));
    const at = json.indexOf(0x58);
    json.set([0xff, 0xfe], at);
    const res = await MESSAGE(raw("/api/messages", json));
    expect(await answer(res)).toEqual({ status: 400, message: INVALID_UTF8_MESSAGE });
    expect(await prisma().message.count({ where: { applicationId } })).toBe(before);
    // The same message in valid UTF-8 is stored as sent.
    const good = await MESSAGE(apiRequest("POST", "/api/messages", { applicationId, content: "Grüße, world" }));
    expect(good.status).toBe(201);
    expect(await prisma().message.count({ where: { applicationId } })).toBe(before + 1);
  });

  it("refuses a wizard submission whose name is broken UTF-8", async () => {
    actAs(null);
    const body = Buffer.from(JSON.stringify(wizardAnswers({ firstName: "Ada__" })));
    body.set([0xc3, 0x28], body.indexOf("__"));
    expect(await answer(await SUBMIT(raw("/api/applications", body)))).toEqual({
      status: 400,
      message: INVALID_UTF8_MESSAGE,
    });
  });
});
