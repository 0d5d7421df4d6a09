import http from "node:http";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

/**
 * The production server (scripts/server.mjs) tells the app the socket's address: a client cannot
 * move to a fresh rate-limit bucket by naming another address in X-Forwarded-For or in our own peer
 * header, and two machines do not share one bucket. Loopback aliases (127.0.0.2, 127.0.0.3) stand in
 * for two machines; the browser tests use 127.0.0.1, so their budgets are untouched.
 */
function send(
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; text: string; allow?: string }> {
  const url = new URL(path, BASE_URL);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { ...(payload ? { "content-type": "application/json", origin: BASE_URL } : {}), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, allow: res.headers.allow }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const application = (n: number) => ({
  source: "partner_program",
  businessName: "Spoof Brokers",
  contactName: "Sam Spoof",
  email: `spoof.${Date.now()}.${n}@example.com`,
});

test("forged X-Forwarded-For and peer headers do not escape the limit; another machine has its own budget", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const forged = {
      "x-forwarded-for": `203.0.113.${i}`,
      "x-real-ip": `198.51.100.${i}`,
      "x-bizfund-peer": `192.0.2.${i}`,
    };
    statuses.push((await send("127.0.0.2", "POST", "/api/partner-applications", forged, application(i))).status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect((await send("127.0.0.3", "POST", "/api/partner-applications", {}, application(99))).status).toBe(201);
});

test("a malformed percent-encoding in the path is a 400, not a 500", async () => {
  const api = await send("127.0.0.1", "GET", "/api/applications/%E0%A4%A");
  expect(api.status).toBe(400);
  expect(JSON.parse(api.text)).toEqual({
    message: "The address contains a malformed percent-encoding.",
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect((await send("127.0.0.1", "GET", "/about/%E0%A4%A")).status).toBe(400);
  expect((await send("127.0.0.1", "GET", "/api/documents/%E0%A4%A")).status).toBe(400);
});

test("TRACE and other methods Next does not serve answer 405 with Allow, not 500 (#39 item 5)", async () => {
  for (const [method, path] of [
    ["TRACE", "/api/applications"],
    ["TRACE", "/about"],
    ["TRACE", "/"],
    ["PROPFIND", "/client"],
  ]) {
    const res = await send("127.0.0.1", method!, path!);
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
  }
});
