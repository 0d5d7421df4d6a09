import { Writable } from "node:stream";
import { createLogger } from "../../scripts/observability.mjs";

/** The server's logger (scripts/observability.mjs) writing its JSON lines into an array. */
export function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(sink), lines };
}
