import { logger } from "./log";

/** Keep in step with REPORTED_ERRORS in scripts/observability.mjs. */
const REPORTED_ERRORS = Symbol.for("bizfund.reported-errors");
const reportedErrors = () =>
  ((globalThis as Record<symbol, WeakSet<object> | undefined>)[REPORTED_ERRORS] ??= new WeakSet());

/**
 * This error is on a log line already (the caller logged it with its context): the hook, and the
 * server's console router, leave it and any error wrapping it (its `cause`) out.
 */
export function markReported(error: unknown): void {
  if (error && typeof error === "object") reportedErrors().add(error);
}

function alreadyReported(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === "object"; depth++) {
    if (reportedErrors().has(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What the app knows about an error it could not handle. */
export interface ErrorReport {
  message: string;
  name: string;
  stack?: string;
  /** Next's digest: the reference a visitor sees on the error page. */
  digest?: string;
  requestId?: string;
  method?: string;
  path?: string;
  routeType?: string;
}

export type ErrorReporter = (report: ErrorReport) => Promise<void> | void;

/** The default reporter: one JSON log line. */
export const consoleReporter: ErrorReporter = (report) => {
  logger.error({ ...report, kind: "request_error" }, report.message);
};

/**
 * OpenTelemetry (OTLP/HTTP, JSON encoding) log exporter, used when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: the error as a log record with the request id and digest as attributes. No SDK needed for one
 * record type; a collector (or any OTLP endpoint) receives it at <endpoint>/v1/logs.
 */
export function otlpReporter(endpoint: string, send: typeof fetch = fetch): ErrorReporter {
  const url = `${endpoint.replace(/\/+$/, "")}/v1/logs`;
  return async (report) => {
    const attributes = Object.entries(report)
      .filter(([k, v]) => k !== "message" && typeof v === "string")
      .map(([key, value]) => ({ key, value: { stringValue: value as string } }));
    const body = {
      resourceLogs: [
        {
          resource: { attributes: [{ key: "service.name", value: { stringValue: "bizfund" } }] },
          scopeLogs: [
            {
              scope: { name: "bizfund.errors" },
              logRecords: [
                {
                  timeUnixNano: String(BigInt(Date.now()) * 1_000_000n),
                  severityNumber: 17,
                  severityText: "ERROR",
                  body: { stringValue: report.message },
                  attributes,
                },
              ],
            },
          ],
        },
      ],
    };
    await send(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
  };
}

export function configuredReporters(environment: NodeJS.ProcessEnv = process.env): ErrorReporter[] {
  const endpoint = environment.OTEL_EXPORTER_OTLP_ENDPOINT;
  return endpoint ? [consoleReporter, otlpReporter(endpoint)] : [consoleReporter];
}

/** The one hook every unhandled error goes through (instrumentation.ts onRequestError). */
export async function reportError(
  error: unknown,
  context: Omit<ErrorReport, "message" | "name" | "stack" | "digest"> = {},
  reporters: ErrorReporter[] = configuredReporters(),
): Promise<void> {
  // Once per error: Next may hand the same error to the hook again, and the server's console router
  // (scripts/observability.mjs) drops Next's own line for an error reported here.
  if (alreadyReported(error)) return;
  markReported(error);
  const err = error instanceof Error ? error : new Error(String(error));
  const digest = (err as Error & { digest?: unknown }).digest;
  const report: ErrorReport = {
    message: err.message,
    name: err.name,
    stack: err.stack,
    ...(typeof digest === "string" ? { digest } : {}),
    ...context,
  };
  // A reporter that fails must not hide the error from the others.
  await Promise.all(
    reporters.map(async (r) => {
      try {
        await r(report);
      } catch (failure) {
        logger.warn({ reporterError: String(failure) }, "error reporter failed");
      }
    }),
  );
}
