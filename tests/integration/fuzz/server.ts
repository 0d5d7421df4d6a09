import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { requestListener, serverTimeouts } from "../../../scripts/server-guards.mjs";
import { captureLogger } from "../../support/capture-logger";

export type RouteHandler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]> | undefined> },
) => Promise<Response>;

/**
 * The production server's request listener (scripts/server-guards.mjs) in front of a stand-in for
 * Next's request handler that does what Next does first, a WHATWG Request from the Node request (the
 * step that threw for TRACE), then calls the route's exported method with the path's params. Log
 * lines land in `lines`.
 */
export async function guardedServer(route: (path: string) => { fn?: RouteHandler; params: Record<string, string> }) {
  const { logger, lines } = captureLogger();
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://127.0.0.1:3000${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    const { fn, params } = route(new URL(request.url).pathname);
    const response = fn ? await fn(request, { params: Promise.resolve(params) }) : new Response(null, { status: 404 });
    if (res.destroyed) return;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const timeouts = serverTimeouts({ BODY_IDLE_TIMEOUT_SECONDS: "1" });
  const server = http.createServer(requestListener({ handle, logger, timeouts }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const close = () => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  };
  return { port, lines, close };
}

/** One request with any method (fetch refuses TRACE), over a fresh connection. */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
