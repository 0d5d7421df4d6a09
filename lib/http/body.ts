import { AppError } from "./errors";

/**
 * Request body limits (issue #39 item 3). Every route's body is capped: 64 KiB unless the route
 * names its own (`maxBodyBytes` on `handler`), so no caller can make the server buffer a 200 MiB
 * JSON body. The cap is checked twice: on the declared Content-Length before a byte is read, and
 * while the body streams in (a chunked body declares nothing), where reading stops at the cap.
 * Pure (next.config.ts imports the server actions' limit from here).
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Server actions (the sign-in, second-factor and reset forms) post a few fields: Next refuses a
 * larger body with 413 while it streams (next.config.ts `experimental.serverActions.bodySizeLimit`,
 * default 1 MB), here set to the API's own default.
 */
export const SERVER_ACTION_BODY_LIMIT = "64kb";

const KIB = 1024;
const size = (bytes: number) =>
  bytes >= KIB * KIB && bytes % (KIB * KIB) === 0
    ? `${bytes / (KIB * KIB)} MB`
    : bytes >= KIB
      ? `${Math.floor(bytes / KIB)} KB`
      : `${bytes} bytes`;

/** The 413's message: what the limit is, so a caller knows what to send instead. */
export const tooLargeMessage = (cap: number) => `The request body is too large: the limit is ${size(cap)}.`;

export const INVALID_UTF8_MESSAGE = "The request body is not valid UTF-8 text.";

/** The body's declared length: 0 when none is declared (chunked), NaN when the header is not a number. */
function declaredLength(request: Request): number {
  const header = request.headers.get("content-length");
  return header === null ? 0 : Number(header);
}

/** 413 when the request declares a body longer than `cap`, before any of it is read. */
export function refuseDeclaredOverCap(request: Request, cap: number, message = tooLargeMessage(cap)) {
  if (declaredLength(request) > cap) throw new AppError("payload_too_large", message);
}

/**
 * The request's body stream, cut at `cap`: past it the stream errors with the 413 AppError (so a
 * reader, `request.text()` or a library's, rejects with it) and the source is no longer read.
 */
function cappedStream(source: ReadableStream<Uint8Array>, cap: number, message: string) {
  const reader = source.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > cap) {
        controller.error(new AppError("payload_too_large", message));
        await reader.cancel().catch(() => {});
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The same request with its body capped at `cap`, for a route that reads its body itself (an
 * upload, a library's handler): the route reads as before and gets a 413 past the cap.
 */
export function withCappedBody(request: Request, cap: number, message = tooLargeMessage(cap)): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: cappedStream(request.body, cap, message),
    duplex: "half",
  } as RequestInit);
}

/** The whole body as bytes, at most `cap` of them (413 past it, declared or real). */
export async function readBodyCapped(request: Request, cap: number, message = tooLargeMessage(cap)) {
  refuseDeclaredOverCap(request, cap, message);
  if (!request.body) return new Uint8Array(0);
  const reader = cappedStream(request.body, cap, message).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Bytes as UTF-8 text, refused (400) when they are not valid UTF-8: decoded leniently, a broken
 * byte became U+FFFD and was stored as if the sender had written it (issue #39 item 12e).
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("bad_request", INVALID_UTF8_MESSAGE);
  }
}
