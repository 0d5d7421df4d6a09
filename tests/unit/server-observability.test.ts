import http from "node:http";
import type { AddressInfo } from "node:net";
import client from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import {
  LOG_USER_HEADER,
  gracefulShutdown,
  metricsRegistry,
  instanceId,
  observe,
  requestIdFor,
  reportedErrors,
  routeConsole,
} from "../../scripts/observability.mjs";
import { loadRouteLabeller } from "../../scripts/route-labels.mjs";
import { captureLogger } from "../support/capture-logger";

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
});

describe("one log line and the metrics per request", () => {
  it("logs id, route, status, duration and user; returns the id; never leaks the user header or the query", async () => {
    const { logger, lines } = captureLogger();
    const registry = new client.Registry();
    (globalThis as Record<symbol, unknown>)[Symbol.for("bizfund.metrics-registry")] = registry;
    metricsRegistry();
    const { origin } = await listen((req, res) => {
      observe(req, res, { logger, registry, label: loadRouteLabeller(process.cwd()).label });
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
    expect(text).toContain('http_requests_total{method="GET",route="/api/leads/[id]",status="201"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/leads/[id]"} 1');
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
    // Until the server has the request: a connection it has not read yet is idle, and closed.
    while (active === 0) await new Promise((r) => setTimeout(r, 10));
    const stopped = shutdown("SIGTERM");
    expect(shutdown("SIGTERM")).toBe(stopped);
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(origin)).rejects.toThrow();
    expect(await slow).toBe("finished");
    await stopped;
    expect(order).toEqual(["jobs", "pool"]);
  });
});

describe("log lines are JSON and name their instance (issue #40 item 11)", () => {
  it("names the instance on every line: INSTANCE_ID, else host name and process id", () => {
    expect(instanceId({ INSTANCE_ID: "app-2" })).toBe("app-2");
    expect(instanceId({})).toMatch(new RegExp(`-${process.pid}$`));
    const { logger, lines } = captureLogger();
    logger.info("hello");
    expect(lines[0]).toMatchObject({ service: "bizfund", instance: instanceId(), msg: "hello" });
  });

  it("turns every console call (Next's coloured messages, multi-line stacks) into one JSON line", async () => {
    const { logger, lines } = captureLogger();
    const restore = routeConsole(logger, { deferMs: 10 });
    try {
      console.error("\u001b[31m⨯\u001b[39m Failed to prepare server", new Error("boom"));
      console.warn("[db] %d migration(s) pending", 2);
      console.log("line one\nline two");
      await new Promise((r) => setTimeout(r, 40));
    } finally {
      restore();
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 40, msg: "[db] 2 migration(s) pending" });
    expect(lines[1]).toMatchObject({ level: 30, msg: "line one\nline two" });
    // A line with an error waits for the error hook, which may report the same error with its request.
    expect(lines[2]).toMatchObject({ level: 50, msg: "⨯ Failed to prepare server", err: { message: "boom" } });
    expect(String((lines[2]!.err as { stack: string }).stack)).toMatch(/Error: boom\n\s+at /);
    for (const line of lines) expect(line.instance).toBe(instanceId());
  });

  it("writes Next's line for a failed request only when the error hook did not report that error: one line per error", async () => {
    const { logger, lines } = captureLogger();
    const restore = routeConsole(logger, { deferMs: 30 });
    const reported = Object.assign(new Error("render failed"), { digest: "123" });
    const unreported = Object.assign(new Error("render failed elsewhere"), { digest: "456" });
    const ours = new Error("stored object is short");
    try {
      // As Next does: its own log first, then the same error to instrumentation's onRequestError.
      console.error("⨯", reported);
      reportedErrors().add(reported);
      console.error("⨯", unreported);
      // An error the app logged itself, wrapped by Next ("failed to pipe response").
      reportedErrors().add(ours);
      console.error(new Error("failed to pipe response", { cause: ours }));
      await new Promise((r) => setTimeout(r, 80));
    } finally {
      restore();
    }
    expect(lines.map((l) => (l.err as { message: string }).message)).toEqual(["render failed elsewhere"]);
  });

  it("marks a response cut off after its headers as incomplete, with its status and request id", async () => {
    const { logger, lines } = captureLogger();
    const { origin } = await listen((req, res) => {
      observe(req, res, { logger });
      res.writeHead(200, { "Content-Length": "100" });
      res.write("partial");
      setTimeout(() => res.destroy(), 20);
    });
    await expect(
      fetch(`${origin}/api/documents/d1`, { headers: { "x-request-id": "req-cut-0001" } }).then((r) => r.text()),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 20));
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", requestId: "req-cut-0001", status: 200, incomplete: true }),
    );
  });
});
