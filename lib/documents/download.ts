import "server-only";
import type { Readable } from "node:stream";
import { AppError } from "@/lib/http/client";
import { logger, markReported } from "@/lib/observability";
import { StorageNotFoundError, StorageUnavailableError } from "@/lib/storage";

/**
 * A stored document as a response body that fails at the right moment (issue #40 item 6). Opening the
 * object and reading its first chunk happen before any header is sent: a missing object is a 404 and
 * a store that fails is a 503 (with Retry-After), both JSON with the request id from the error table,
 * instead of a connection closed with no answer, which a proxy counts against the instance and replays
 * on the next one. A failure after the headers can only cut the body short: it is logged with the
 * request id and the stream errors, so the server aborts the response (a proxy passes the cut-off
 * body on and does not count it as the instance failing). An object shorter or longer than its row
 * says (`expectedBytes`, the Content-Length sent) fails the same way: a short body that simply ended
 * would leave the caller, or a proxy, waiting for bytes that never come.
 */
export async function streamStored(
  open: () => Promise<Readable>,
  context: { documentId: string; requestId?: string | null; expectedBytes: number },
): Promise<ReadableStream<Uint8Array>> {
  const log = { documentId: context.documentId, requestId: context.requestId ?? undefined };
  let chunks: AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    chunks = (await open())[Symbol.asyncIterator]();
    first = await chunks.next();
  } catch (error) {
    if (error instanceof StorageNotFoundError || (error as NodeJS.ErrnoException).code === "ENOENT") {
      // The row says the file exists and the store does not have it: lost data, for someone to look at.
      logger.error({ ...log, status: 404 }, "document file missing from storage");
      throw new AppError("not_found", "The document's file could not be found.");
    }
    throw new StorageUnavailableError(error);
  }
  let sent = 0;
  let pending: IteratorResult<Buffer> | null = first;
  const wrongLength = () => new Error(`stored object has ${sent}+ bytes, ${context.expectedBytes} expected`);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = pending ?? (await chunks.next());
        pending = null;
        if (next.done) {
          if (sent !== context.expectedBytes) throw wrongLength();
          return controller.close();
        }
        sent += next.value.byteLength;
        if (sent > context.expectedBytes) throw wrongLength();
        controller.enqueue(next.value);
      } catch (error) {
        logger.warn(
          { ...log, status: 200, sentBytes: sent, reason: error instanceof Error ? error.message : String(error) },
          "document stream failed after its headers: response cut off",
        );
        // This line says it all: Next's own report of the aborted response (which wraps this error)
        // is left out, so the failure is logged once.
        markReported(error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}
