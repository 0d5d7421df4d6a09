// The production server: Next's request handler behind a plain Node HTTP server, so the app learns
// the address of the socket it is talking to. `next start` cannot tell it: Next fills
// X-Forwarded-For from the socket only when the client did not send one, so a client could name any
// address it liked. Here every request carries our own peer header, set from the socket after any
// copy the client sent was deleted; lib/http/request.ts trusts X-Forwarded-For only for the hops
// TRUSTED_PROXIES lists. Usage: node scripts/server.mjs [--hostname 127.0.0.1] [--port 3000]
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { constants as zlib } from "node:zlib";
import nextEnv from "@next/env";
import compression from "compression";
import { createLogger, gracefulShutdown, metricsRegistry, routeConsole } from "./observability.mjs";
import { loadRouteLabeller } from "./route-labels.mjs";
import { requestListener, serverOptions, serverTimeouts } from "./server-guards.mjs";

/** Keep in step with SOCKET_PEER_MARK in lib/http/request.ts. */
const SOCKET_PEER_MARK = Symbol.for("bizfund.socket-peer-header");

const { values } = parseArgs({ options: { hostname: { type: "string" }, port: { type: "string" } } });
const hostname = values.hostname ?? process.env.HOST ?? "127.0.0.1";
const port = Number(values.port ?? process.env.PORT ?? "3000");

// Before Next loads: it reads NODE_ENV once. The mark tells the app that the peer header is ours.
process.env.NODE_ENV = "production";
globalThis[SOCKET_PEER_MARK] = true;
// .env files as Next reads them, before the logger names this instance (INSTANCE_ID) and the timeouts
// are read; Next's own reading later finds them loaded.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
const logger = createLogger();
// Next's own messages, and any console call in the app, become JSON lines too (issue #40 item 11).
routeConsole(logger);
// Before the app loads, so the app's /api/metrics finds the request metrics in the shared registry.
const registry = metricsRegistry();
const { default: next } = await import("next");

/**
 * The configuration the build was made with (`.next/required-server-files.json`), as Next's generated
 * standalone server.js uses it: the same in the Docker image, where there is no next.config.ts, and
 * in a checkout, where Next would otherwise compile next.config.ts again at every start and warn that
 * "next start" does not work with the standalone output (it works: this server is what runs).
 * Headers, redirects and rewrites are in the build's routes manifest, not in this copy.
 */
function buildConfig(dir) {
  const file = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

const dir = process.cwd();
// Next writes a proxy.ts rewrite's address with a loopback host as "localhost" (NextURL) and compares
// it with its own address, built from this hostname: given "127.0.0.1", every rewrite looked external
// and was sent over HTTP to localhost:port, a second request that could fail (ECONNRESET) and that
// passed through proxy.ts again (vercel/next.js#94745, ADR 041). Named "localhost" here, Next's two
// addresses agree and a rewrite stays inside the server; the socket still listens on `hostname` below.
const LOOPBACK = new Set(["127.0.0.1", "::1", "[::1]", "localhost"]);
const app = next({
  dev: false,
  hostname: LOOPBACK.has(hostname) ? "localhost" : hostname,
  port,
  dir,
  conf: buildConfig(dir),
});
await app.prepare();
const nextHandle = app.getRequestHandler();
/**
 * Responses are compressed here, not by Next (`compress: false` in next.config.ts): brotli where the
 * browser accepts it, gzip otherwise. Next's own compression is gzip only, whose 32 kB window cannot
 * see that a prerendered page carries its inlined stylesheet again in its RSC payload (ADR 088):
 * brotli's window does, and `/` travels in about half the bytes. Quality 5: a prerendered page
 * compresses in a few milliseconds. Streamed pages are flushed chunk by chunk (Next calls res.flush).
 */
const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
const handle = (req, res) =>
  new Promise((resolve, reject) =>
    compress(req, res, (error) => (error ? reject(error) : resolve(nextHandle(req, res)))),
  );
// The metrics' route labels: the build's route table, a fixed set (issue #39 item 2).
const routes = loadRouteLabeller(dir);
if (routes.source !== "build")
  logger.warn({ source: routes.source, routes: routes.routes.length }, "no build route table: labels from app/");

/** Hooks the app registers (lib/observability/shutdown.ts) to finish work and close the pool. */
const SHUTDOWN_HOOKS = Symbol.for("bizfund.shutdown-hooks");
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
const timeouts = serverTimeouts();
let active = 0;
let stopping = false;

const server = http.createServer(
  serverOptions(timeouts),
  requestListener({
    handle,
    logger,
    registry,
    label: routes.label,
    timeouts,
    onRequest: (req, res) => {
      active += 1;
      res.once("close", () => {
        active -= 1;
      });
      // While stopping, a request on a kept-alive connection is still answered, then the connection closes.
      if (stopping) res.setHeader("Connection", "close");
    },
  }),
);

server.listen(port, hostname, () =>
  logger.info({ url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}` }, "ready"),
);

const shutdown = gracefulShutdown({
  server,
  inFlight: () => active,
  onStopping: () => {
    stopping = true;
  },
  hooks: () => [...(globalThis[SHUTDOWN_HOOKS] ?? []), () => app.close()],
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  logger,
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void shutdown(signal).then(() => process.exit(0));
  });
}
