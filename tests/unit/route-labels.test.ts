import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import client from "prom-client";
import { afterAll, describe, expect, it } from "vitest";
import { metricsRegistry } from "../../scripts/observability.mjs";
import {
  NEXT_ASSETS,
  UNMATCHED,
  loadRouteLabeller,
  routeLabeller,
  routeTemplatesFromApp,
} from "../../scripts/route-labels.mjs";
import { requestListener, serverTimeouts } from "../../scripts/server-guards.mjs";
import { captureLogger } from "../support/capture-logger";

/**
 * Issue #39 item 2: the request metrics' route label is the route the path matched, from a fixed
 * table, so anonymous requests to made-up paths cannot grow /api/metrics (2,000 of them took the
 * scrape from 315 to 30,315 lines).
 */
const tmp: string[] = [];
/**
 * The checkout as CI has it before `next build`: app/ and public/, no .next (a local build in the
 * working tree would otherwise make the labeller read the build's manifest instead).
 */
const checkout = mkdtempSync(path.join(os.tmpdir(), "bizfund-checkout-"));
tmp.push(checkout);
for (const dir of ["app", "public"]) symlinkSync(path.resolve(dir), path.join(checkout, dir));
const app = loadRouteLabeller(checkout);
afterAll(() => {
  for (const dir of tmp) rmSync(dir, { recursive: true, force: true });
});

/** Every page and route file under app/, counted independently of the scanner. */
function leafFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? leafFiles(path.join(dir, e.name)) : /^(page|route)\.tsx?$/.test(e.name) ? 1 : 0),
    0,
  );
}

describe("the route table", () => {
  it("comes from app/ in a checkout without a build: every page and route, named as Next names them", () => {
    expect(app.source).toBe("app");
    const metadata = ["/icon.svg", "/robots.txt", "/sitemap.xml"];
    expect(app.routes).toEqual(expect.arrayContaining(metadata));
    expect(app.routes).toHaveLength(leafFiles("app") + metadata.length);
    expect(app.routes).toEqual(
      expect.arrayContaining([
        "/",
        "/[...slug]",
        "/api/[[...path]]",
        "/api/leads/[id]",
        "/api/applications/[id]/checklist/[itemId]",
        "/client/applications/[id]/complete",
        "/application/confirm",
      ]),
    );
    // Route groups and slots add no segment.
    expect(app.routes.filter((r) => /\(|@/.test(r))).toEqual([]);
  });

  it("comes from the build's app-path-routes-manifest.json when there is one (the standalone server)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-routes-"));
    tmp.push(dir);
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(
      path.join(dir, ".next", "app-path-routes-manifest.json"),
      JSON.stringify({
        "/(marketing)/page": "/",
        "/api/leads/[id]/route": "/api/leads/[id]",
        "/api/leads/route": "/api/leads",
        "/robots.txt/route": "/robots.txt",
        "/_not-found/page": "/_not-found",
      }),
    );
    const built = loadRouteLabeller(dir);
    expect(built.source).toBe("build");
    expect(built.routes).toEqual(["/", "/_not-found", "/api/leads", "/api/leads/[id]", "/robots.txt"]);
    expect(built.label("/api/leads/cm123?email=a@b.example")).toBe("/api/leads/[id]");
    expect(built.label("/api/leads/cm123/whatever")).toBe(UNMATCHED);
  });

  it("reads app/ as Next does: groups and slots silent, private folders skipped, metadata files routed", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-app-"));
    tmp.push(dir);
    for (const file of [
      "(shop)/cart/page.tsx",
      "dash/@panel/stats/page.tsx",
      "_lib/page.tsx",
      "api/x/[id]/route.ts",
      "robots.ts",
      "blog/sitemap.ts",
      "favicon.ico",
      "layout.tsx",
    ]) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(dir, file), "");
    }
    expect(routeTemplatesFromApp(dir)).toEqual([
      "/api/x/[id]",
      "/blog/sitemap.xml",
      "/cart",
      "/dash/stats",
      "/favicon.ico",
      "/robots.txt",
    ]);
  });
});

describe("route labels", () => {
  it("label a path by the most specific route it matches, never by the path itself", () => {
    const cases: Record<string, string> = {
      "/": "/",
      "/api/leads": "/api/leads",
      "/api/leads/cmabc123xyz": "/api/leads/[id]",
      "/api/applications/cmabc123xyz/status?x=1": "/api/applications/[id]/status",
      "/api/applications/draft": "/api/applications/draft",
      "/api/applications/a/checklist/b": "/api/applications/[id]/checklist/[itemId]",
      "/application/confirm?token=secret&email=a@b.example": "/application/confirm",
      "/client/applications/abc/complete": "/client/applications/[id]/complete",
      // The API's own 404 route and the marketing pages' catch-all take every other path.
      "/api": "/api/[[...path]]",
      "/api/qwerty/asdf/zxcv": "/api/[[...path]]",
      "/about": "/[...slug]",
      "/no/such/page": "/[...slug]",
      "/robots.txt": "/robots.txt",
      "/assets/logo.svg": "/assets/*",
      "/assets/anything-else": "/assets/*",
      "/_next/static/chunks/abc.js": NEXT_ASSETS,
      "*": UNMATCHED,
      "http://evil.example/x": UNMATCHED,
    };
    for (const [url, label] of Object.entries(cases)) expect(app.label(url), url).toBe(label);
  });

  it("answer `unmatched` where no route matches, and nothing is known without a table", () => {
    const label = routeLabeller({ routes: ["/", "/api/leads/[id]", "/docs/[...page]"] });
    expect(label("/api/leads/x")).toBe("/api/leads/[id]");
    expect(label("/docs/a/b/c")).toBe("/docs/[...page]");
    expect(label("/docs")).toBe(UNMATCHED);
    expect(label("/api/qwerty/asdf")).toBe(UNMATCHED);
    expect(routeLabeller()("/api/leads/x")).toBe(UNMATCHED);
  });
});

describe("the metrics stay bounded (issue #39 item 2)", () => {
  it("1,000 anonymous requests to random paths add no more than a few series to the scrape", async () => {
    const registry = new client.Registry();
    (globalThis as Record<symbol, unknown>)[Symbol.for("bizfund.metrics-registry")] = registry;
    metricsRegistry();
    const { logger } = captureLogger();
    // The production server's listener; Next answers 404 to the made-up paths.
    const handle = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("Not Found");
    };
    const server = http.createServer(
      requestListener({ handle, logger, registry, label: app.label, timeouts: serverTimeouts({}) }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const send = (method: string, url: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path: url, agent }, (res) => {
          res.resume();
          res.on("end", resolve);
        });
        req.on("error", reject);
        req.end();
      });
    const seriesLines = async () =>
      (await registry.metrics()).split("\n").filter((l) => l.startsWith("http_request")).length;
    const letters = "abcdefghijklmnopqrstuvwxyz-_";
    // mulberry32: seeded, so a failure repeats.
    let seed = 39;
    const rand = (n: number) => {
      let t = (seed = (seed + 0x6d2b79f5) | 0);
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const word = () => Array.from({ length: 3 + rand(12) }, () => letters[rand(letters.length)]).join("");
    try {
      // Before: a request to one page, one API route, an API 404 and a page 404, as a site sees daily.
      for (const url of ["/", "/api/leads/cm1", "/api/nothing-here", "/nothing-here"]) await send("GET", url);
      await send("POST", "/api/nothing-here");
      const before = await seriesLines();
      const paths = Array.from({ length: 1000 }, (_, i) => {
        const segments = Array.from({ length: 1 + rand(6) }, word).join("/");
        return i % 2 ? `/api/${segments}` : `/${segments}?q=${word()}`;
      });
      expect(new Set(paths).size).toBe(1000);
      for (let i = 0; i < paths.length; i += 8)
        await Promise.all(paths.slice(i, i + 8).map((p, j) => send(j % 3 ? "GET" : "POST", p)));
      const after = await seriesLines();
      // At most one new label (a POST to the pages' catch-all): its counter and histogram lines.
      expect(after - before).toBeLessThanOrEqual(20);
      const routes = new Set([...(await registry.metrics()).matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
      expect([...routes].sort()).toEqual(["/", "/[...slug]", "/api/[[...path]]", "/api/leads/[id]"]);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
