// What the production server (scripts/server.mjs) answers itself before a request reaches Next, and
// the socket timeouts it runs with. Plain JavaScript: the server loads it before Next. Tests build a
// server from the same pieces (tests/unit/server-guards.test.ts, tests/integration/fuzz/).
import { observe } from "./observability.mjs";

/** The methods Next's route handlers and pages serve. Keep in step with Next's HTTP_METHODS. */
export const SUPPORTED_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
export const ALLOW = SUPPORTED_METHODS.join(", ");

const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** A short answer of our own: JSON under /api (with the request id, as the error table's), else text. */
export function answer(req, res, status, message, headers = {}) {
  const api = (req.url ?? "").startsWith("/api/");
  const requestId = req.headers["x-request-id"];
  res.writeHead(status, {
    ...API_HEADERS,
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    ...headers,
  });
  res.end(api ? JSON.stringify({ message, ...(requestId ? { requestId } : {}) }) : message);
}

/**
 * Next answers a path segment that is not valid percent-encoding (`/api/applications/%E0%A4%A`)
 * with a bare 500 before any route runs. It is the caller's mistake: say so with a 400.
 */
export function malformedPath(url) {
  const path = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * TRACE, TRACK, PROPFIND and the other methods Node parses but Next does not serve: Next builds a
 * WHATWG Request from them, which throws ("'TRACE' HTTP method is unsupported"), so every path
 * answered 500 with an error line and a stack (issue #39 item 5). 405 with `Allow` instead.
 */
export function unsupportedMethod(method) {
  return !SUPPORTED_METHODS.includes(method ?? "");
}

/**
 * Socket timeouts (issue #40 item 1, issue #39 item 12). A proxy in front keeps idle upstream
 * connections open and reuses them: Node must keep its end open longer than the proxy does (nginx
 * `keepalive_timeout` 60 s in deploy/nginx.conf, a cloud load balancer's idle timeout 60 s), or the
 * proxy writes a request into a connection Node is closing and answers 502. headersTimeout stays above
 * keepAliveTimeout (Node's rule). requestTimeout bounds the whole request, body included; the body
 * idle timeout cuts off a body that stops arriving well before that.
 */
export function serverTimeouts(env = process.env) {
  const seconds = (name, fallback) => {
    const n = Number(env[name] ?? fallback);
    return Number.isFinite(n) && n > 0 ? n * 1000 : fallback * 1000;
  };
  const keepAliveTimeout = seconds("KEEP_ALIVE_TIMEOUT_SECONDS", 75);
  const headersTimeout = keepAliveTimeout + 1000;
  const requestTimeout = Math.max(seconds("REQUEST_TIMEOUT_SECONDS", 120), headersTimeout);
  const bodyIdleTimeout = Math.min(seconds("BODY_IDLE_TIMEOUT_SECONDS", 20), requestTimeout);
  return { keepAliveTimeout, headersTimeout, requestTimeout, bodyIdleTimeout };
}

/** The options for http.createServer: Node checks requestTimeout every connectionsCheckingInterval. */
export function serverOptions(timeouts) {
  return {
    keepAliveTimeout: timeouts.keepAliveTimeout,
    headersTimeout: timeouts.headersTimeout,
    requestTimeout: timeouts.requestTimeout,
    connectionsCheckingInterval: Math.min(5000, timeouts.requestTimeout),
  };
}

/**
 * A request body that stops arriving for `idleMs` is answered 408 and its connection closed. Progress
 * is the socket's byte count; a body the app has not read yet (its buffer full, so Node stopped
 * reading the socket) is the app's wait, not the client's, and never counts as idle.
 */
export function guardSlowBody(req, res, { idleMs, logger }) {
  const length = Number(req.headers["content-length"] ?? 0);
  if (!(length > 0) && !req.headers["transfer-encoding"]) return;
  const socket = req.socket;
  let last = socket.bytesRead;
  const stop = () => clearInterval(timer);
  const timer = setInterval(() => {
    if (req.complete || res.writableEnded || socket.destroyed) return stop();
    const read = socket.bytesRead;
    const waitingForApp = req.readableLength >= req.readableHighWaterMark;
    if (read !== last || waitingForApp) {
      last = read;
      return;
    }
    stop();
    logger.warn(
      { requestId: req.headers["x-request-id"], method: req.method, route: (req.url ?? "/").split("?")[0], idleMs },
      "request body timed out",
    );
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    answer(req, res, 408, "The request body stopped arriving.", { Connection: "close" });
    res.once("finish", () => socket.destroy());
  }, idleMs);
  timer.unref();
  res.once("close", stop);
}

/** Keep in step with PEER_HEADER in lib/http/request.ts. */
export const PEER_HEADER = "x-bizfund-peer";

/**
 * The server's request listener: request id, log line and metrics (observe, routes labelled by
 * `label`, scripts/route-labels.mjs), our peer header, the
 * answers above, the slow-body guard, then Next's handler. `onRequest` lets the server count requests
 * in flight for its graceful shutdown.
 */
export function requestListener({ handle, logger, registry, label, timeouts, onRequest = () => {} }) {
  return (req, res) => {
    onRequest(req, res);
    observe(req, res, { logger, registry, label });
    // Node lower-cases header names and merges repeats, so this removes every copy the client sent.
    delete req.headers[PEER_HEADER];
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    if (unsupportedMethod(req.method))
      return answer(req, res, 405, `The method ${req.method} is not allowed.`, { Allow: ALLOW });
    if (malformedPath(req.url)) return answer(req, res, 400, "The address contains a malformed percent-encoding.");
    guardSlowBody(req, res, { idleMs: timeouts.bodyIdleTimeout, logger });
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        logger.error({ err: error, requestId: req.headers["x-request-id"] }, "request failed");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      });
  };
}
