// The production server: Next's request handler behind a plain Node HTTP server, so the app learns
// the address of the socket it is talking to. `next start` cannot tell it: Next fills
// X-Forwarded-For from the socket only when the client did not send one, so a client could name any
// address it liked. Here every request carries our own peer header, set from the socket after any
// copy the client sent was deleted; lib/http/request.ts trusts X-Forwarded-For only for the hops
// TRUSTED_PROXIES lists. Usage: node scripts/server.mjs [--hostname 127.0.0.1] [--port 3000]
import http from "node:http";
import { parseArgs } from "node:util";

/** Keep in step with PEER_HEADER and SOCKET_PEER_MARK in lib/http/request.ts. */
const PEER_HEADER = "x-bizfund-peer";
const SOCKET_PEER_MARK = Symbol.for("bizfund.socket-peer-header");

const { values } = parseArgs({ options: { hostname: { type: "string" }, port: { type: "string" } } });
const hostname = values.hostname ?? process.env.HOST ?? "127.0.0.1";
const port = Number(values.port ?? process.env.PORT ?? "3000");

// Before Next loads: it reads NODE_ENV once. The mark tells the app that the peer header is ours.
process.env.NODE_ENV = "production";
globalThis[SOCKET_PEER_MARK] = true;
const { default: next } = await import("next");

/**
 * Next answers a path segment that is not valid percent-encoding (`/api/applications/%E0%A4%A`)
 * with a bare 500 before any route runs. It is the caller's mistake: say so with a 400.
 */
function malformedPath(url) {
  const path = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const app = next({ dev: false, hostname, port, dir: process.cwd() });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  // Node lower-cases header names and merges repeats, so this removes every copy the client sent.
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  if (malformedPath(req.url)) {
    const api = (req.url ?? "").startsWith("/api/");
    res.writeHead(400, {
      "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    res.end(
      api
        ? JSON.stringify({ message: "The address contains a malformed percent-encoding." })
        : "Bad Request: the address contains a malformed percent-encoding.",
    );
    return;
  }
  handle(req, res).catch((error) => {
    console.error("[server] request failed", error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Internal Server Error");
  });
});

server.listen(port, hostname, () =>
  console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections?.();
    app.close().finally(() => process.exit(0));
  });
}
