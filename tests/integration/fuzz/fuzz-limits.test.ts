import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_REQUEST_BYTES } from "@/lib/documents/rules";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/body";
import { MAX_REMITTANCE_BYTES } from "@/lib/remittances/schema";
import { MAX_LENDER_CONTRACT_BYTES } from "@/lib/contracts/lender-contract";
import type { DemoUsers } from "../../support/fixtures";
import { actAs, TEST_ORIGIN } from "../../support/session";
import { SUPPORTED_METHODS } from "../../../scripts/server-guards.mjs";
import { guardedServer, rawRequest } from "./server";
import {
  actAsFresh,
  fuzzFixtures,
  inspect,
  realParams,
  routeModules,
  templates,
  type Handler,
  type Ids,
} from "./routes";

/**
 * Seeded fuzzing of every app/api route's limits (issue #39 items 3 and 5): oversized bodies, declared
 * or chunked, and the HTTP methods Next cannot serve. Malformed requests are in fuzz.test.ts.
 */
let users: DemoUsers;
let ids: Ids;
beforeAll(async () => ({ users, ids } = await fuzzFixtures()));

describe("fuzzing oversized bodies (issue #39 item 3)", () => {
  const MiB = 1024 * 1024;
  /** A body of `total` bytes in 16 KiB chunks, counting the bytes pulled from it (nothing is read ahead). */
  function oversized(total: number) {
    const source = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (source.pulled >= total) return controller.close();
          const chunk = new Uint8Array(Math.min(16 * 1024, total - source.pulled)).fill(0x61);
          if (source.pulled === 0) chunk.set(new TextEncoder().encode('{"a":"'));
          source.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return { source, stream };
  }

  // The routes that say they need more than the default cap; next-auth's own handler reads its own body.
  const CAPS: Record<string, number> = {
    "POST documents/upload": MAX_UPLOAD_REQUEST_BYTES,
    "PUT applications/[id]/full-application": 256 * 1024,
    // A lender's remittance CSV, sent whole inside JSON (ADR 058).
    "POST staff/remittances": 2 * MAX_REMITTANCE_BYTES,
    // The lender-issued contract, a PDF as the body (ADR 067).
    "POST staff/contracts/[id]/lender-contract": MAX_LENDER_CONTRACT_BYTES,
    // A bank statement (ADR 071) and the partner API's document upload (ADR 072): files, as uploads are.
    "POST applications/[id]/statements": MAX_UPLOAD_REQUEST_BYTES,
    "POST v1/applications/[applicationId]/documents": MAX_UPLOAD_REQUEST_BYTES,
    "POST auth/[...nextauth]": Infinity,
  };
  const capOf = (key: string) => CAPS[key] ?? DEFAULT_MAX_BODY_BYTES;

  it("answers every route's oversized body, declared or chunked, without a 5xx; the JSON routes 413 unread", async () => {
    const failures: string[] = [];
    let sent = 0;
    // The routes that take a JSON body (the templates above) and the upload, with their real caps.
    const bodyRoutes = new Set([...Object.keys(templates(ids)), "POST documents/upload"]);
    for (const file of Object.keys(routeModules).sort()) {
      const route = file.replace(/^\/app\/api\//, "").replace(/\/route\.ts$/, "");
      const mod = await routeModules[file]!();
      const paramNames = [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);
      const params = Object.fromEntries(paramNames.map((n) => [n, realParams(ids, n)[0]!]));
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const fn = mod[method] as Handler | undefined;
        if (typeof fn !== "function") continue;
        for (const actor of ["anon", "clientA", "staff"] as const) {
          for (const declared of [true, false]) {
            await actAsFresh(users, actor);
            // Declared: 600 MiB announced (2 MiB behind it, for a route that reads on). Chunked: 2 MiB, no length.
            const { source, stream } = oversized(2 * MiB);
            const headers: Record<string, string> = {
              host: "127.0.0.1:3000",
              origin: TEST_ORIGIN,
              "sec-fetch-site": "same-origin",
              "content-type": "application/json",
              ...(declared ? { "content-length": String(600 * MiB) } : {}),
            };
            const path = `/api/${route.replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, (_m, a: string, b: string) => params[a ?? b]!)}`;
            const request = new Request(`${TEST_ORIGIN}${path}`, {
              method,
              headers,
              body: stream,
              duplex: "half",
            } as RequestInit);
            const label = `${actor} ${method} ${path} ${declared ? "declared" : "chunked"}`;
            sent++;
            try {
              const res = await fn(request, { params: Promise.resolve(paramNames.length ? params : undefined) });
              const problem = await inspect(res);
              if (problem) failures.push(`${label}: ${problem}`);
              else if (declared && bodyRoutes.has(`${method} ${route}`) && (res.status !== 413 || source.pulled > 0))
                failures.push(`${label}: ${res.status}, ${source.pulled} bytes read`);
              else if (!declared && res.status < 300 && bodyRoutes.has(`${method} ${route}`))
                failures.push(`${label}: accepted ${res.status}`);
              // Reading stops with the chunk that crosses the route's cap.
              else if (source.pulled > capOf(`${method} ${route}`) + 16 * 1024)
                failures.push(`${label}: read ${source.pulled} bytes, past the cap`);
            } catch (error) {
              failures.push(`${label}: threw ${String(error).slice(0, 200)}`);
            }
          }
        }
      }
    }
    actAs(null);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(200);
  }, 300_000);
});

describe("fuzzing methods Next cannot serve (issue #39 item 5)", () => {
  // Every method Node's parser accepts beyond the seven Next serves (CONNECT never reaches a request
  // handler: Node hands it to the server's 'connect' event and closes the socket).
  const METHODS_UNSERVED = http.METHODS.filter((m) => !SUPPORTED_METHODS.includes(m) && m !== "CONNECT");

  it("answers TRACE and every other such method 405 with Allow on every route and page: no 5xx, no error line", async () => {
    const paths = [
      ...Object.keys(routeModules).map(
        (file) =>
          `/${file
            .replace(/^\/app\//, "")
            .replace(/\/route\.ts$/, "")
            .replace(/\[\[?(\.\.\.)?\w+\]\]?/g, "x1")}`,
      ),
      "/",
      "/about",
      "/client",
      "/staff/admin",
      "/application",
      // With a NUL in the query or the path (issue #39 item 6).
      "/client?application=%00",
      "/partner?application=%00&tab=%00",
      "/staff?application=%00&q=%00",
      "/client/applications/%00/complete",
    ];
    const server = await guardedServer(() => ({ params: {} }));
    const failures: string[] = [];
    try {
      for (const path of paths)
        for (const method of METHODS_UNSERVED) {
          const res = await rawRequest(server.port, method, path);
          if (res.status !== 405 || res.headers.allow !== "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE")
            failures.push(`${method} ${path}: ${res.status} allow=${res.headers.allow}`);
        }
    } finally {
      await server.close();
    }
    expect(METHODS_UNSERVED).toContain("TRACE");
    expect(failures).toEqual([]);
    expect(server.lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  }, 120_000);
});
