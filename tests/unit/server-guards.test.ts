import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  ALLOW,
  requestListener,
  serverOptions,
  serverTimeouts,
  type ServerTimeouts,
} from "../../scripts/server-guards.mjs";
import { captureLogger } from "../support/capture-logger";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** What Next does first with every request: a WHATWG Request, then the body, then an answer. */
async function nextLike(req: http.IncomingMessage, res: http.ServerResponse) {
  const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end(`${request.method} ${Buffer.concat(chunks).length}`);
}

async function listen(timeouts: ServerTimeouts, handle = nextLike) {
  const { logger, lines } = captureLogger();
  const server = http.createServer(serverOptions(timeouts), requestListener({ handle, logger, timeouts }));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, lines };
}

function send(port: number, method: string, path = "/api/health", agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; localPort: number }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path, agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body, localPort: req.socket!.localPort! }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("keep-alive above the proxy's (issue #40 item 1)", () => {
  it("keeps an idle connection past Node's old 5 s default, so a proxy's reuse finds it open", async () => {
    const { port } = await listen(serverTimeouts({}));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send(port, "GET", "/", agent);
    await new Promise((r) => setTimeout(r, 6000));
    const second = await send(port, "GET", "/", agent);
    agent.destroy();
    expect(second.status).toBe(200);
    expect(second.localPort).toBe(first.localPort);
  }, 15_000);

  it("defaults to 75 s keep-alive, 76 s for headers, and bounds a whole request and an idle body", () => {
    expect(serverTimeouts({})).toEqual({
      keepAliveTimeout: 75_000,
      headersTimeout: 76_000,
      requestTimeout: 120_000,
      bodyIdleTimeout: 20_000,
    });
    const t = serverTimeouts({ KEEP_ALIVE_TIMEOUT_SECONDS: "200", REQUEST_TIMEOUT_SECONDS: "10" });
    expect(t.headersTimeout).toBe(201_000);
    // Node refuses a request timeout below the headers timeout.
    expect(t.requestTimeout).toBe(201_000);
    expect(() => http.createServer(serverOptions(t))).not.toThrow();
  });
});

describe("methods Next cannot serve (issue #39 item 5)", () => {
  const unsupported = http.METHODS.filter((m) => !ALLOW.split(", ").includes(m) && m !== "CONNECT");

  it("answers TRACE and every other one 405 with Allow, never 500 and never an error line", async () => {
    const { port, lines } = await listen(serverTimeouts({}));
    expect(unsupported).toEqual(expect.arrayContaining(["TRACE", "PROPFIND", "MKCOL"]));
    for (const method of unsupported) {
      const res = await send(port, method, "/api/applications");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
      expect(JSON.parse(res.body)).toMatchObject({ message: `The method ${method} is not allowed.` });
    }
    expect((await send(port, "TRACE", "/about")).body).toBe("The method TRACE is not allowed.");
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it("passes the supported ones on", async () => {
    const { port } = await listen(serverTimeouts({}));
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect((await send(port, method, "/api/x")).body).toBe(`${method} 0`);
  });
});

/** Headers for a body of `length`, then `sent` bytes of it, then silence or a trickle. */
function slowBody(port: number, length: number, sent: number, trickleMs?: number) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket: Socket = net.connect(port, "127.0.0.1");
    let response = "";
    let trickle: NodeJS.Timeout | undefined;
    socket.on("data", (c) => (response += c));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(trickle);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    socket.write(
      `POST /api/documents/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(sent, 1));
    if (trickleMs) trickle = setInterval(() => socket.write(Buffer.alloc(1, 1)), trickleMs);
  });
}

describe("slow request bodies (issue #39 item 12)", () => {
  const small: ServerTimeouts = {
    keepAliveTimeout: 500,
    headersTimeout: 1000,
    requestTimeout: 2000,
    bodyIdleTimeout: 700,
  };

  it("a body that stops arriving is answered 408 and its connection closed", async () => {
    const { port, lines } = await listen(small);
    const { response, closedAfterMs } = await slowBody(port, 100_000, 1000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(2500);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request body timed out", route: "/api/documents/upload" }),
    );
  });

  it("a body that trickles in never completes past the request timeout", async () => {
    const { port } = await listen(small);
    const { response, closedAfterMs } = await slowBody(port, 100_000, 10, 100);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it("a body the app is slow to read is not the client's fault", async () => {
    const { port } = await listen(small, async (req, res) => {
      await new Promise((r) => setTimeout(r, 1500));
      await nextLike(req, res);
    });
    const body = Buffer.alloc(1_000_000, 1);
    const res = await fetch(`http://127.0.0.1:${port}/api/x`, { method: "POST", body });
    expect(await res.text()).toBe(`POST ${body.length}`);
  });
});
