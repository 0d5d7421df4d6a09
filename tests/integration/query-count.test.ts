// No N+1 queries (issue 19): every portal page and API answers in a fixed number of database
// operations however many applications, timeline entries, documents and quotes there are. Each
// Prisma operation (model query, raw query, transaction statement) is counted through a client
// extension, and each hand-written statement through the connection's executor; the counts with the
// demo data and with many more rows must be equal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ClientPage from "@/app/(portals)/client/page";
import StaffPage from "@/app/(portals)/staff/page";
import { GET as APPLICATIONS } from "@/app/api/applications/route";
import { GET as APPLICATION } from "@/app/api/applications/[id]/route";
import { GET as BROKER_APPLICATIONS } from "@/app/api/broker/applications/route";
import { GET as BROKER_DASHBOARD } from "@/app/api/broker/dashboard/route";
import { GET as STAFF_DASHBOARD } from "@/app/api/staff/dashboard/route";
import { setConnectionForTests } from "@/lib/db";
import type { Connection } from "@/lib/db/connection";
import { APPLICATION_OWN_FIELDS } from "../support/application-copy";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let operations = 0;
let users: DemoUsers;
let subjectId: string;

beforeAll(async () => {
  users = await seedDemo();
  const connection = testDatabase().connection;
  const counted = connection.prisma.$extends({
    query: {
      async $allOperations({ args, query }) {
        operations += 1;
        return query(args);
      },
    },
  });
  // The hand-written statements of the hottest reads (the session, the staff queue; ADR 090) go
  // through the connection's executor: counted the same way.
  const sql: Connection["sql"] = {
    ...connection.sql,
    query: <T>(text: string, params?: unknown[]) => {
      operations += 1;
      return connection.sql.query<T>(text, params);
    },
  };
  setConnectionForTests({ ...connection, sql, prisma: counted as unknown as Connection["prisma"] });
  const subject = await connection.prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, partnerId: users.partnerA.id, status: { not: "draft" } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  subjectId = subject.id;
});

afterAll(() => setConnectionForTests(testDatabase().connection));

const searchParams = Promise.resolve({});
type Who = keyof DemoUsers;
const CASES: { name: string; who: Who; run: () => Promise<unknown> }[] = [
  {
    name: "client: GET /api/applications",
    who: "clientA",
    run: () => APPLICATIONS(apiRequest("GET", "/api/applications")),
  },
  {
    name: "client: GET /api/applications/[id]",
    who: "clientA",
    run: () => APPLICATION(apiRequest("GET", `/api/applications/${subjectId}`), routeParams({ id: subjectId })),
  },
  { name: "client: /client page", who: "clientA", run: () => ClientPage({ searchParams }) },
  {
    name: "partner: GET /api/applications",
    who: "partnerA",
    run: () => APPLICATIONS(apiRequest("GET", "/api/applications")),
  },
  {
    name: "partner: GET /api/broker/applications",
    who: "partnerA",
    run: () => BROKER_APPLICATIONS(apiRequest("GET", "/api/broker/applications")),
  },
  {
    name: "partner: GET /api/broker/dashboard",
    who: "partnerA",
    run: () => BROKER_DASHBOARD(apiRequest("GET", "/api/broker/dashboard")),
  },
  {
    name: "staff: GET /api/applications (queue)",
    who: "staff",
    run: () => APPLICATIONS(apiRequest("GET", "/api/applications")),
  },
  {
    name: "staff: GET /api/applications?limit=100",
    who: "staff",
    run: () => APPLICATIONS(apiRequest("GET", "/api/applications?limit=100")),
  },
  {
    name: "staff: GET /api/applications/[id]",
    who: "staff",
    run: () => APPLICATION(apiRequest("GET", `/api/applications/${subjectId}`), routeParams({ id: subjectId })),
  },
  {
    name: "staff: GET /api/staff/dashboard",
    who: "staff",
    run: () => STAFF_DASHBOARD(apiRequest("GET", "/api/staff/dashboard")),
  },
  { name: "staff: /staff page", who: "staff", run: () => StaffPage({ searchParams }) },
];

/** Operations per request for every case (a warm-up call first: the first request opens the session). */
async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const c of CASES) {
    actAs(users[c.who]);
    const warm = await c.run();
    if (warm instanceof Response) expect(warm.status, c.name).toBe(200);
    operations = 0;
    await c.run();
    result[c.name] = operations;
  }
  return result;
}

/** Copies of the subject application (same client and partner), each with its timeline, documents and quotes. */
async function addRows(copies: number) {
  const prisma = testDatabase().connection.prisma;
  const base = await prisma.application.findUniqueOrThrow({ where: { id: subjectId } });
  const [changes, documents, matches] = await Promise.all([
    prisma.applicationStatusChange.findMany({ where: { applicationId: subjectId } }),
    prisma.document.findMany({ where: { applicationId: subjectId } }),
    prisma.lenderMatch.findMany({ where: { applicationId: subjectId } }),
  ]);
  const strip = <T extends Record<string, unknown>>(row: T, drop: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([k, v]) => v !== null && !drop.includes(k))) as Record<
      string,
      unknown
    >;
  for (let i = 0; i < copies; i++) {
    const app = await prisma.application.create({
      data: {
        ...strip(base, [...APPLICATION_OWN_FIELDS]),
        number: `BF-2026-9${String(i).padStart(5, "0")}`,
      } as never,
    });
    for (const target of [app.id, subjectId]) {
      if (changes[0])
        await prisma.applicationStatusChange.create({
          data: strip({ ...changes[0], applicationId: target }, ["id"]) as never,
        });
      if (documents[0])
        await prisma.document.create({
          data: strip({ ...documents[0], applicationId: target, storageKey: `copy-${target}-${i}` }, ["id"]) as never,
        });
    }
    for (const m of matches)
      await prisma.lenderMatch.create({ data: strip({ ...m, applicationId: app.id }, ["id"]) as never });
  }
}

describe("queries per request do not grow with the data", () => {
  it("every portal page and API makes the same number of queries with 25 more applications", async () => {
    const before = await counts();
    await addRows(25);
    const after = await counts();
    expect(after).toEqual(before);
    // Sanity: the counter sees the requests (a broken counter would pass the comparison with zeros).
    for (const [name, n] of Object.entries(before)) expect(n, name).toBeGreaterThan(0);
  });
});
