// Request ids, one JSON log line per request and Prometheus request metrics for the production
// server (scripts/server.mjs). Plain JavaScript: the server loads it before Next. The metrics
// registry lives on globalThis so the app's /api/metrics (lib/observability/metrics.ts, prom-client
// loaded as an external package, the same module) renders the same registry.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { format } from "node:util";
import pino from "pino";
import client from "prom-client";
import { routeLabeller } from "./route-labels.mjs";

export const REQUEST_ID_HEADER = "x-request-id";
/** Set by proxy.ts from the verified session for the log line; removed before the response leaves. */
export const LOG_USER_HEADER = "x-bizfund-log-user";
const REGISTRY = Symbol.for("bizfund.metrics-registry");

/** A request id from a proxy in front (nginx's $request_id) is kept when it looks like one. */
export function requestIdFor(incoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return typeof value === "string" && /^[A-Za-z0-9._-]{8,128}$/.test(value) ? value : randomUUID();
}

export function metricsRegistry() {
  let registry = globalThis[REGISTRY];
  if (!registry) {
    registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry });
    globalThis[REGISTRY] = registry;
  }
  if (!registry.getSingleMetric("http_requests_total"))
    new client.Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
  if (!registry.getSingleMetric("http_request_duration_seconds"))
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  return registry;
}

/**
 * Which instance wrote a line: INSTANCE_ID, else host name and process id (two instances on one host,
 * or two containers, differ). lib/observability/log.ts names the app's lines the same way.
 */
export function instanceId(env = process.env) {
  return env.INSTANCE_ID || `${os.hostname()}-${process.pid}`;
}

export function createLogger(destination) {
  return pino(
    {
      base: { service: "bizfund", instance: instanceId() },
      level: process.env.LOG_LEVEL ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

const CONSOLE_LEVELS = { trace: "trace", debug: "debug", log: "info", info: "info", warn: "warn", error: "error" };
// Next colours its messages for a terminal; a log line carries the text only.
const ANSI = /\u001b\[[0-9;]*m/g;
/** Errors already on a line (the app's error hook, lib/observability/report.ts, adds them). */
export const REPORTED_ERRORS = Symbol.for("bizfund.reported-errors");
export function reportedErrors() {
  return (globalThis[REPORTED_ERRORS] ??= new WeakSet());
}
/** The error, or one it was caused by (Next wraps ours: "failed to pipe response"), is on a line already. */
export function alreadyReported(err) {
  const reported = reportedErrors();
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 4; e = e.cause, depth++)
    if (reported.has(e)) return true;
  return false;
}

/**
 * Every console call (Next's own messages, its error stacks, libraries, ours) becomes one JSON line
 * through `logger`: an Error argument is serialised as `err` (stack included, on the same line), the
 * rest is the message. Next logs a failed request's error just before it hands the same error to
 * instrumentation's onRequestError, whose line has the request id: a console line carrying an error
 * waits `deferMs` and is dropped once that error (or its cause) has been reported, so each error is
 * one line. Waiting lines are written if the process exits first. Returns a function that restores
 * the console.
 */
export function routeConsole(logger, { deferMs = 1000 } = {}) {
  const saved = {};
  const waiting = new Set();
  const flush = () => {
    for (const line of waiting) line();
  };
  process.on("exit", flush);
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    saved[method] = console[method];
    console[method] = (...args) => {
      const err = args.find((a) => a instanceof Error);
      const rest = err ? args.filter((a) => a !== err) : args;
      const msg = format(...rest)
        .replace(ANSI, "")
        .trim();
      const write = () =>
        logger[level](err ? { err, source: "console" } : { source: "console" }, msg || err?.message || "");
      if (!err) return write();
      if (alreadyReported(err)) return;
      const line = () => {
        waiting.delete(line);
        clearTimeout(timer);
        if (!alreadyReported(err)) write();
      };
      const timer = setTimeout(line, deferMs);
      timer.unref();
      waiting.add(line);
    };
  }
  return () => {
    process.off("exit", flush);
    Object.assign(console, saved);
  };
}

const UNLABELLED = routeLabeller();

/**
 * Give the request its id (request header for the app, response header for the caller), hide the
 * internal user header from the caller, and on finish write one log line and the metrics. The line
 * holds the request id, method, route (no query string: it may carry an e-mail or a token), status,
 * duration and user id; never a body. The metrics' route is `label(url)`, the route the path matched
 * (scripts/route-labels.mjs): a fixed set, whatever paths callers make up.
 */
export function observe(
  req,
  res,
  { logger, registry = metricsRegistry(), label = UNLABELLED, now = () => performance.now() },
) {
  const started = now();
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  let userId;
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const header = res.getHeader(LOG_USER_HEADER);
    if (header !== undefined) {
      userId = String(header);
      res.removeHeader(LOG_USER_HEADER);
    }
    const headers = args.find((a) => a && typeof a === "object" && !Array.isArray(a));
    if (headers && LOG_USER_HEADER in headers) {
      userId = String(headers[LOG_USER_HEADER]);
      delete headers[LOG_USER_HEADER];
    }
    return writeHead.apply(this, args);
  };
  // "close" also fires when the caller hung up before the answer was complete.
  res.once("close", () => {
    const durationMs = Math.round((now() - started) * 10) / 10;
    const route = label(req.url);
    const path = (req.url ?? "/").split("?")[0];
    registry.getSingleMetric("http_requests_total").inc({ method: req.method, route, status: res.statusCode });
    registry.getSingleMetric("http_request_duration_seconds").observe({ method: req.method, route }, durationMs / 1000);
    // Not finished: the caller hung up, or the answer was cut off after its headers (a failed stream).
    const incomplete = !res.writableFinished;
    // A 503 is an outage answered on purpose (its cause has its own line), not a fault of this request.
    const fault = res.statusCode >= 500 && res.statusCode !== 503;
    const level = fault ? "error" : incomplete || res.statusCode === 503 ? "warn" : "info";
    logger[level](
      {
        requestId,
        method: req.method,
        route: path,
        status: res.statusCode,
        durationMs,
        userId: userId ?? null,
        ...(incomplete ? { incomplete } : {}),
      },
      "request",
    );
  });
  return requestId;
}

/**
 * Graceful shutdown (SIGTERM from a process manager or a deploy, Ctrl-C): stop accepting connections,
 * let the requests in flight finish (up to timeoutMs), then run the hooks in order (the app's
 * background work, the database pool, Next). An acknowledged request is never cut off by a deploy.
 * Returns the function to call with the signal; calling it again is a no-op.
 */
export function gracefulShutdown({ server, inFlight, onStopping = () => {}, hooks, timeoutMs, logger }) {
  let done;
  return (signal) => {
    if (done) return done;
    done = (async () => {
      onStopping();
      logger.info({ signal, inFlight: inFlight() }, "shutting down");
      server.close();
      server.closeIdleConnections?.();
      const deadline = Date.now() + timeoutMs;
      while (inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      if (inFlight() > 0) logger.warn({ inFlight: inFlight() }, "shutdown timeout: closing the remaining requests");
      server.closeAllConnections?.();
      for (const hook of hooks()) {
        await Promise.resolve()
          .then(hook)
          .catch((error) => logger.error({ err: error }, "shutdown hook failed"));
      }
      logger.info("stopped");
    })();
    return done;
  };
}
