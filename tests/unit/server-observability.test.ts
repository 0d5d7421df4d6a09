import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import client from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import {
  LOG_USER_HEADER,
  createLogger,
  gracefulShutdown,
  metricsRegistry,
  observe,
  requestIdFor,
  routeLabel,
} from "../../scripts/observability.mjs";

/** A logger whose JSON lines land in an array. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(sink), lines };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("request ids and route labels", () => {
  it("keeps a proxy's well-formed request id and replaces anything else", () => {
    expect(requestIdFor("abcdef0123456789")).toBe("abcdef0123456789");
    expect(requestIdFor("bad id with spaces")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("labels routes without their query and with ids folded, so metrics stay bounded and hold no e-mail", () => {
    expect(routeLabel("/api/applications/cmabc123xyz/status?x=1")).toBe("/api/applications/:id/status");
    expect(routeLabel("/application/confirm?token=secret&email=a@b.example")).toBe("/application/confirm");
    expect(routeLabel("/_next/static/chunks/abc.js")).toBe("/_next/*");
  });
});

describe("one log line and the metrics per request", () => {
  it("logs id, route, status, duration and user; returns the id; never leaks the user header or the query", async () => {
    const { logger, lines } = captureLogger();
    const registry = new client.Registry();
    (globalThis as Record<symbol, unknown>)[Symbol.for("bizfund.metrics-registry")] = registry;
    metricsRegistry();
    const { origin } = await listen((req, res) => {
      observe(req, res, { logger, registry });
      res.setHeader(LOG_USER_HEADER, "user-42");
      res.writeHead(201, { "Content-Type": "text/plain" });
      res.end(`id=${req.headers["x-request-id"]}`);
    });
    const res = await fetch(`${origin}/api/leads/cm123?email=owner@example.com`, {
      headers: { "x-request-id": "nginx-req-0001" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBe("nginx-req-0001");
    expect(res.headers.get(LOG_USER_HEADER)).toBeNull();
    expect(await res.text()).toBe("id=nginx-req-0001");
    await new Promise((r) => setTimeout(r, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      requestId: "nginx-req-0001",
      method: "GET",
      route: "/api/leads/cm123",
      status: 201,
      userId: "user-42",
    });
    expect(typeof lines[0]!.durationMs).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("owner@example.com");
    const text = await registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/api/leads/:id",status="201"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/leads/:id"} 1');
  });
});

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, then runs the hooks in order", async () => {
    const { logger } = captureLogger();
    let active = 0;
    const { server, origin } = await listen((_req, res) => {
      active += 1;
      res.once("close", () => (active -= 1));
      setTimeout(() => res.end("finished"), 300);
    });
    const order: string[] = [];
    const shutdown = gracefulShutdown({
      server,
      inFlight: () => active,
      hooks: () => [() => void order.push("jobs"), async () => void order.push("pool")],
      timeoutMs: 5000,
      logger,
    });
    const slow = fetch(origin).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shutdown("SIGTERM");
    expect(shutdown("SIGTERM")).toBe(stopped);
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(origin)).rejects.toThrow();
    expect(await slow).toBe("finished");
    await stopped;
    expect(order).toEqual(["jobs", "pool"]);
  });
});
