import { beforeAll, describe, expect, it } from "vitest";
import type { DemoUsers } from "../../support/fixtures";
import { actAs, TEST_ORIGIN } from "../../support/session";
import { nastyBody, nastyParam, nastyQuery, prng, type Rng } from "./generators";
import {
  ACTORS,
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
 * Seeded fuzzing of every app/api route (issue #13, "Done when"): malformed, wrong-type, NUL-bearing
 * and oversized bodies, path params and query strings, as a signed-out visitor, a client, a partner,
 * staff and an admin. Nothing may answer 5xx, and no body may carry a stack trace or internals.
 * Oversized bodies and methods Next cannot serve are in fuzz-limits.test.ts.
 */
const SEED = 20261123;
const CASES_PER_ACTOR = 5;
const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

let users: DemoUsers;
let ids: Ids;
let partnerKey: string;
beforeAll(async () => ({ users, ids, partnerKey } = await fuzzFixtures()));

/** Query keys each GET route reads. */
const QUERY_KEYS: Record<string, string[]> = {
  applications: ["status", "risk", "partnerId", "q", "from", "to", "minAmount", "maxAmount", "sort", "cursor", "limit"],
  "admin/audit": ["actorId", "entity", "from", "to", "limit"],
  "admin/users": ["q"],
  documents: ["applicationId"],
  messages: ["applicationId"],
  "broker/statement": ["month", "format"],
  "newsletter/confirm": ["token"],
  login: ["callbackUrl"],
};

/** One hostile request for a route: its body, params or query string (sometimes all three). */
function buildRequest(r: Rng, route: string, method: string, paramNames: string[]) {
  const template = templates(ids)[`${method} ${route}`];
  const params: Record<string, string> = {};
  for (const name of paramNames)
    params[name] = r.int(3) ? nastyParam(r, realParams(ids, name)) : r.pick(realParams(ids, name));
  const path = `/api/${route.replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, (_m, a: string, b: string) => encodeURIComponent((params[a ?? b] ?? "x").replace(/[\ud800-\udfff]/g, "\ufffd")))}`;
  const query = method === "GET" || r.int(4) === 0 ? nastyQuery(r, QUERY_KEYS[route] ?? []) : "";
  const headers: Record<string, string> = {
    host: "127.0.0.1:3000",
    origin: TEST_ORIGIN,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": `198.18.${r.int(256)}.${r.int(256)}`,
  };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (method !== "GET") {
    const b = nastyBody(r, template);
    body = b.body;
    if (b.contentType) headers["content-type"] = b.contentType;
  }
  return {
    request: new Request(`${TEST_ORIGIN}${path}${query ? `?${query}` : ""}`, { method, headers, body }),
    params,
  };
}

describe("fuzzing every app/api route", () => {
  it("answers every malformed request without a 5xx or a leaked internal", async () => {
    const r = prng(SEED);
    const failures: string[] = [];
    const covered = new Set<string>();
    const reached = new Set<string>();
    let sent = 0;
    for (const file of Object.keys(routeModules).sort()) {
      const route = file.replace(/^\/app\/api\//, "").replace(/\/route\.ts$/, "");
      const mod = await routeModules[file]!();
      const paramNames = [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);
      for (const method of METHODS) {
        const fn = mod[method] as Handler | undefined;
        if (typeof fn !== "function") continue;
        covered.add(file);
        for (const actor of ACTORS) {
          for (let i = 0; i < CASES_PER_ACTOR; i++) {
            // A fresh session each time: some requests (sign out everywhere, role changes) end older ones.
            await actAsFresh(users, actor);
            const { request, params } = buildRequest(r, route, method, paramNames);
            if (route.startsWith("v1/") && actor === "partnerA")
              request.headers.set("authorization", `Bearer ${partnerKey}`);
            const label = `#${sent} ${actor} ${method} ${request.url.slice(TEST_ORIGIN.length, TEST_ORIGIN.length + 120)}`;
            sent++;
            try {
              // As Next calls them: a route without dynamic segments gets params resolving to undefined.
              const res = await fn(request, { params: Promise.resolve(paramNames.length ? params : undefined) });
              if (res.status !== 401 && res.status !== 403) reached.add(file);
              const problem = await inspect(res);
              if (problem) failures.push(`${label}: ${problem}`);
            } catch (error) {
              failures.push(`${label}: threw ${String(error).slice(0, 200)}`);
            }
          }
        }
      }
    }
    actAs(null);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect([...covered].sort()).toEqual(Object.keys(routeModules).sort());
    // Some actor got past the session and permission checks of every route, to its input rules.
    expect([...reached].sort()).toEqual(Object.keys(routeModules).sort());
    // 1,200 requests through every handler: generous for a busy 2-core runner (about 6 s when quiet).
  }, 300_000);
});
