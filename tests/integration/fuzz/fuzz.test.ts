import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { emptyDirector, emptyFullApplication } from "@/lib/applications/full-application/schema";
import { MAX_UPLOAD_REQUEST_BYTES } from "@/lib/documents/rules";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/http/body";
import { seedDemo, testDatabase, type DemoUsers } from "../../support/fixtures";
import { actAs, TEST_ORIGIN } from "../../support/session";
import { loanAnswers, wizardAnswers } from "../../support/wizard-answers";
import { SUPPORTED_METHODS } from "../../../scripts/server-guards.mjs";
import { nastyBody, nastyParam, nastyQuery, prng, type Rng } from "./generators";
import { guardedServer, rawRequest } from "./server";
import { MAX_REMITTANCE_BYTES } from "@/lib/remittances/schema";
import { MAX_LENDER_CONTRACT_BYTES } from "@/lib/contracts/lender-contract";
import { createApiKey } from "@/lib/partner-api/keys";
import { API_SCOPES } from "@/lib/partner-api/scopes";

/**
 * Seeded fuzzing of every app/api route (issue #13, "Done when"): malformed, wrong-type, NUL-bearing
 * and oversized bodies, path params and query strings, as a signed-out visitor, a client, a partner,
 * staff and an admin. Nothing may answer 5xx, and no body may carry a stack trace or internals.
 */
const SEED = 20261123;
const CASES_PER_ACTOR = 5;
const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
const ACTORS = ["anon", "clientA", "partnerA", "staff", "admin"] as const;

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]> | undefined> },
) => Promise<Response>;
const routeModules = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");

interface Ids {
  application: string;
  document: string;
  lead: string;
  lender: string;
  partnerApplication: string;
  user: string;
}
let users: DemoUsers;
let ids: Ids;
let partnerKey: string;

/** A valid body per route, so one mutated field reaches the deeper checks. */
function templates(i: Ids): Record<string, Record<string, unknown>> {
  return {
    "POST applications": wizardAnswers({
      companyName: "Fuzz Pty Ltd",
      industry: undefined,
      firstName: "Fuzz",
      lastName: "Tester",
      email: "fuzz@example.com",
      idempotencyKey: "6f1c1f7e-8a7b-4c1e-9a53-2f0d3b4c5d6e",
    }),
    "POST quotes/preview": loanAnswers,
    "POST abn-lookup": { abnNumber: BUNDLED_REGISTER[0]!.abn },
    "POST company-search": { companyName: "Harbour" },
    "POST contact": { name: "Jane", email: "jane@example.com", subject: "Hi", message: "Hello" },
    "POST newsletter": { email: "jane@example.com" },
    "POST partner-applications": {
      source: "partner_program",
      businessName: "Acme",
      contactName: "Jo",
      email: "jo@example.com",
    },
    "PATCH partner-applications/[id]": { decision: "decline", reason: "Not a fit" },
    "POST leads": { contactName: "Jo", businessName: "Acme", email: "jo@example.com", loanAmount: 50000 },
    "PATCH leads/[id]": { status: "contacted", notes: "Called" },
    "POST messages": { applicationId: i.application, content: "Hello" },
    "POST messages/ai-response": { applicationId: i.application },
    "PATCH applications/[id]/status": { status: "in_review", notes: "Looking", version: 0 },
    "PATCH documents/[id]": { status: "approved" },
    "PUT applications/[id]/full-application": {
      ...emptyFullApplication(),
      directors: [{ ...emptyDirector(), fullName: "Fuzz Director", dateOfBirth: "1980-01-01", ownershipPercent: "50" }],
    },
    "PATCH account/notifications": { notifyByEmail: true },
    "PATCH admin/users/[id]": { resetTwoFactor: false },
    "PATCH admin/lenders/[id]": { speedHours: 24 },
    "POST admin/lenders": {
      slug: "fuzz-lender",
      name: "Fuzz Lender",
      tier: "prime",
      products: ["term_loan"],
      minAmount: 1000,
      maxAmount: 10000,
      minTermMonths: 6,
      maxTermMonths: 12,
      minMonthlyTurnover: 0,
      minMonthsInBusiness: 0,
      acceptedCreditProfiles: ["good"],
      rateMinBps: 500,
      rateMaxBps: 900,
      establishmentFeeBps: 100,
      minEstablishmentFee: 0,
      speedHours: 24,
    },
  };
}

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

function realParams(name: string): string[] {
  if (name === "file") return ["logo.svg", "preparing-your-loan-application.pdf"];
  return Object.values(ids);
}

/** One hostile request for a route: its body, params or query string (sometimes all three). */
function buildRequest(r: Rng, route: string, method: string, paramNames: string[]) {
  const template = templates(ids)[`${method} ${route}`];
  const params: Record<string, string> = {};
  for (const name of paramNames) params[name] = r.int(3) ? nastyParam(r, realParams(name)) : r.pick(realParams(name));
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

/** Stack frames, error names and internals that must never reach a client. */
const LEAKS = [
  /^\s*at \S/m,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /Error:/,
  /prisma/i,
  /node_modules/,
  /\bP20\d\d\b/,
  /invalid byte sequence/i,
];

async function inspect(res: Response): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
  const type = res.headers.get("content-type") ?? "";
  if (!/json|text|html|csv/.test(type) || res.status < 400) return null;
  const text = await res.text();
  const leak = LEAKS.find((re) => re.test(text));
  return leak ? `leaks ${leak}: ${text.slice(0, 200)}` : null;
}

beforeAll(async () => {
  users = await seedDemo();
  const { prisma } = testDatabase().connection;
  const app = await prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, documents: { some: {} } },
  });
  ids = {
    application: app.id,
    document: (await prisma.document.findFirstOrThrow({ where: { applicationId: app.id } })).id,
    lead: (await prisma.lead.findFirstOrThrow()).id,
    lender: (await prisma.lender.findFirstOrThrow()).id,
    partnerApplication: (await prisma.partnerApplication.findFirstOrThrow()).id,
    user: users.clientB.id,
  };
  // The partner API answers only an API key (ADR 072): partnerA's key, every scope, goes with
  // partnerA's requests to /api/v1 so the fuzz reaches those routes' input rules too.
  partnerKey = (await createApiKey(users.partnerA as never, { name: "fuzz", scopes: [...API_SCOPES] })).key;
});

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
            const who =
              actor === "anon"
                ? null
                : await testDatabase().connection.prisma.user.findUnique({
                    where: { id: users[actor].id },
                    select: { id: true, sessionVersion: true },
                  });
            actAs(who);
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
      const params = Object.fromEntries(paramNames.map((n) => [n, realParams(n)[0]!]));
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const fn = mod[method] as Handler | undefined;
        if (typeof fn !== "function") continue;
        for (const actor of ["anon", "clientA", "staff"] as const) {
          for (const declared of [true, false]) {
            const who =
              actor === "anon"
                ? null
                : await testDatabase().connection.prisma.user.findUnique({
                    where: { id: users[actor].id },
                    select: { id: true, sessionVersion: true },
                  });
            actAs(who);
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
