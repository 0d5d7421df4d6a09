import { describe, expect, it, vi } from "vitest";
import { markReported, otlpReporter, reportError, type ErrorReport } from "./report";

describe("reportError: the one hook for unhandled errors", () => {
  it("passes the error, its digest and the request context to every reporter, even when one fails", async () => {
    const seen: ErrorReport[] = [];
    const failing = vi.fn(() => Promise.reject(new Error("collector down")));
    const error = Object.assign(new Error("boom"), { digest: "1234567" });
    await reportError(error, { requestId: "req-1", path: "/staff", method: "GET" }, [
      failing,
      (r) => void seen.push(r),
    ]);
    expect(failing).toHaveBeenCalled();
    expect(seen[0]).toMatchObject({
      message: "boom",
      name: "Error",
      digest: "1234567",
      requestId: "req-1",
      path: "/staff",
    });
  });

  it("exports to an OpenTelemetry collector as an OTLP/HTTP JSON log record", async () => {
    const send = vi.fn<typeof fetch>(async () => new Response("{}"));
    await otlpReporter(
      "http://127.0.0.1:4318/",
      send as typeof fetch,
    )({
      message: "boom",
      name: "Error",
      requestId: "req-9",
    });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe("http://127.0.0.1:4318/v1/logs");
    const body = JSON.parse(String(init!.body));
    const record = body.resourceLogs[0].scopeLogs[0].logRecords[0];
    expect(record.severityText).toBe("ERROR");
    expect(record.body).toEqual({ stringValue: "boom" });
    expect(record.attributes).toContainEqual({ key: "requestId", value: { stringValue: "req-9" } });
  });

  it("reports an error once, however often it is handed over, and marks it for the server's console router", async () => {
    const seen: ErrorReport[] = [];
    const error = Object.assign(new Error("render failed"), { digest: "42" });
    await reportError(error, { requestId: "req-2" }, [(r) => void seen.push(r)]);
    await reportError(error, { requestId: "req-2" }, [(r) => void seen.push(r)]);
    expect(seen).toHaveLength(1);
    const reported = (globalThis as Record<symbol, WeakSet<object>>)[Symbol.for("bizfund.reported-errors")];
    expect(reported?.has(error)).toBe(true);
  });

  it("leaves out an error the app has already logged with its context, and any error wrapping it", async () => {
    const seen: ErrorReport[] = [];
    const ours = new Error("stored object is short");
    markReported(ours);
    await reportError(new Error("failed to pipe response", { cause: ours }), {}, [(r) => void seen.push(r)]);
    expect(seen).toEqual([]);
  });
});
