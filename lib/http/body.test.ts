import { describe, expect, it } from "vitest";
import config from "@/next.config";
import {
  DEFAULT_MAX_BODY_BYTES,
  INVALID_UTF8_MESSAGE,
  SERVER_ACTION_BODY_LIMIT,
  decodeUtf8,
  readBodyCapped,
  refuseDeclaredOverCap,
  tooLargeMessage,
  withCappedBody,
} from "./body";
import { isAppError } from "./errors";

const CHUNK = 16 * 1024;

/** A chunked body of `chunks` 16 KiB chunks that counts how many were pulled (nothing is read ahead). */
function counted(chunks: number) {
  const source = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (source.pulled >= chunks) return controller.close();
        source.pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { source, stream };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe("request body caps (issue #39 item 3)", () => {
  it("names the limit in the 413 message", () => {
    expect(tooLargeMessage(DEFAULT_MAX_BODY_BYTES)).toBe("The request body is too large: the limit is 64 KB.");
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe("The request body is too large: the limit is 10 MB.");
  });

  it("refuses a declared Content-Length over the cap without reading a byte", async () => {
    const { source, stream } = counted(100);
    const request = post(stream, { "content-length": String(DEFAULT_MAX_BODY_BYTES + 1) });
    expect(() => refuseDeclaredOverCap(request, DEFAULT_MAX_BODY_BYTES)).toThrow(/limit is 64 KB/);
    expect(await refusal(readBodyCapped(request, DEFAULT_MAX_BODY_BYTES))).toEqual({
      status: 413,
      message: tooLargeMessage(DEFAULT_MAX_BODY_BYTES),
    });
    expect(source.pulled).toBe(0);
  });

  it("cuts a chunked body (no Content-Length) at the cap: 413, and the rest is never read", async () => {
    const { source, stream } = counted(1000);
    const request = post(stream);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await refusal(readBodyCapped(request, DEFAULT_MAX_BODY_BYTES))).status).toBe(413);
    // 64 KiB is four chunks: the fifth crosses the cap, and reading stops there.
    expect(source.pulled).toBe(DEFAULT_MAX_BODY_BYTES / CHUNK + 1);
  });

  it("reads a body at the cap exactly, and an empty one", async () => {
    const { stream } = counted(DEFAULT_MAX_BODY_BYTES / CHUNK);
    expect((await readBodyCapped(post(stream), DEFAULT_MAX_BODY_BYTES)).byteLength).toBe(DEFAULT_MAX_BODY_BYTES);
    const empty = new Request("http://127.0.0.1:3000/api/x", { method: "POST" });
    expect((await readBodyCapped(empty, DEFAULT_MAX_BODY_BYTES)).byteLength).toBe(0);
  });

  it("caps a body the route reads itself: request.text() rejects with the 413 past the cap", async () => {
    const { source, stream } = counted(1000);
    const capped = withCappedBody(post(stream, { "x-kept": "yes" }), DEFAULT_MAX_BODY_BYTES, "Too big for us.");
    expect(capped.headers.get("x-kept")).toBe("yes");
    expect(await refusal(capped.text())).toEqual({ status: 413, message: "Too big for us." });
    expect(source.pulled).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES / CHUNK + 1);
    const small = withCappedBody(post("hello"), DEFAULT_MAX_BODY_BYTES);
    expect(await small.text()).toBe("hello");
  });
});

describe("server actions' body limit (issue #39 item 3)", () => {
  it("is set explicitly in next.config.ts, at the API's default cap", () => {
    const limit = config("phase-production-server").experimental?.serverActions?.bodySizeLimit;
    expect(limit).toBe(SERVER_ACTION_BODY_LIMIT);
    expect(SERVER_ACTION_BODY_LIMIT).toBe(`${DEFAULT_MAX_BODY_BYTES / 1024}kb`);
  });
});

describe("request bodies must be UTF-8 (issue #39 item 12e)", () => {
  it("decodes valid UTF-8, and refuses a broken byte (400) instead of storing U+FFFD", () => {
    expect(decodeUtf8(new TextEncoder().encode('{"content":"Grüße"}'))).toBe('{"content":"Grüße"}');
    for (const bytes of [[0x48, 0x69, 0xff], [0xc3], [0xed, 0xa0, 0x80], [0xe2, 0x28, 0xa1]]) {
      let caught: unknown;
      try {
        decodeUtf8(new Uint8Array(bytes));
      } catch (error) {
        caught = error;
      }
      expect(isAppError(caught) && caught.status === 400 && caught.message, `bytes ${bytes}`).toBe(
        INVALID_UTF8_MESSAGE,
      );
    }
  });
});
