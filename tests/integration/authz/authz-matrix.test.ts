import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo, testDatabase, type DemoUsers } from "../../support/fixtures";
import { actAs, apiRequest, routeParams } from "../../support/session";
import { ACTORS, type Actor, type AuthzContext, type AuthzRow } from "./types";

type RouteModule = Record<string, unknown>;
const routeModules = import.meta.glob<RouteModule>("/app/api/**/route.ts");
const rowFiles = import.meta.glob<{ rows: AuthzRow[] }>("./rows-*.ts", { eager: true });
const rows = Object.values(rowFiles).flatMap((m) => m.rows);

/** Routes that are not ours to gate: next-auth's own endpoints and browser navigations tested end to end. */
const NOT_IN_MATRIX = new Set([
  "auth/[...nextauth]/route.ts",
  "login/route.ts",
  "logout/route.ts",
  "dev/login-client/route.ts",
  "dev/login-partner/route.ts",
  "dev/login-staff/route.ts",
]);
const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

let ctx: AuthzContext;
let users: DemoUsers;

beforeAll(async () => {
  users = await seedDemo();
  const { prisma } = testDatabase().connection;
  const app = await prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, partnerId: users.partnerA.id, documents: { some: {} } },
    orderBy: { seq: "asc" },
  });
  const doc = await prisma.document.findFirstOrThrow({ where: { applicationId: app.id } });
  const lead = await prisma.lead.findFirstOrThrow({ where: { partnerId: users.partnerA.id } });
  ctx = { users, applicationId: app.id, documentId: doc.id, leadId: lead.id };
});

describe("authorization matrix", () => {
  it("has a row for every route method under app/api", async () => {
    const missing: string[] = [];
    for (const [file, load] of Object.entries(routeModules)) {
      const route = file.replace(/^\/app\/api\//, "");
      if (NOT_IN_MATRIX.has(route)) continue;
      const mod = await load();
      for (const method of METHODS) {
        if (typeof mod[method] === "function" && !rows.some((r) => r.route === route && r.method === method))
          missing.push(`${method} ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every row names a real route", () => {
    const files = new Set(Object.keys(routeModules).map((f) => f.replace(/^\/app\/api\//, "")));
    expect(rows.filter((r) => !files.has(r.route)).map((r) => r.route)).toEqual([]);
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}${row.note ? ` (${row.note})` : ""}`, async () => {
      const mod = await routeModules[`/app/api/${row.route}`]!();
      const fn = mod[row.method] as (req: Request, p: unknown) => Promise<Response>;
      const got: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) {
        // A fresh session for each call (rows such as sign-out-everywhere end the older ones).
        const who =
          actor === "anon"
            ? null
            : await testDatabase().connection.prisma.user.findUniqueOrThrow({
                where: { id: users[actor].id },
                select: { id: true, sessionVersion: true },
              });
        actAs(who);
        const r = row.request(ctx);
        const res = await fn(apiRequest(row.method, r.path, r.body), routeParams(r.params ?? {}));
        got[actor] = res.status;
      }
      actAs(null);
      const want = Object.fromEntries(
        ACTORS.map((a) => {
          const e = row.expect[a];
          return [a, Array.isArray(e) && e.includes(got[a]!) ? got[a] : e];
        }),
      );
      expect(got).toEqual(want);
    });
  }
});
