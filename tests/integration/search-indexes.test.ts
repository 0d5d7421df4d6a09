// The staff queue's search box on its trigram indexes (ADR 028): present wherever pg_trgm is (PGlite
// ships it, as does the PostgreSQL server here), with a pending list capped at 64 kB so a search
// never reads megabytes of not-yet-merged entries (migration 20261125090000). The business name is
// searched through its key, the name without its legal-form words (ADR 039, migrations 20261126090000 and 20261126200000).
import { beforeAll, describe, expect, it } from "vitest";
import { listStaffQueue } from "@/lib/applications/queries";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";

const TRIGRAM_INDEXES = [
  "Application_abn_trgm_idx",
  "Application_businessNameKey_trgm_idx",
  "Application_number_trgm_idx",
];
const prisma = () => testDatabase().connection.prisma;

describe("search indexes", () => {
  it("are GIN trigram indexes whose pending list is capped at 64 kB", async () => {
    const rows = await testDatabase().connection.sql.query<{ name: string; method: string; options: string[] | null }>(
      `SELECT c.relname AS name, am.amname AS method, c.reloptions AS options
         FROM pg_class c JOIN pg_am am ON am.oid = c.relam
        WHERE c.relname = ANY($1::text[]) ORDER BY c.relname`,
      [TRIGRAM_INDEXES],
    );
    expect(rows.map((r) => r.name)).toEqual(TRIGRAM_INDEXES);
    for (const row of rows) {
      expect(row.method).toBe("gin");
      expect(row.options).toEqual(["gin_pending_list_limit=64"]);
    }
  });
});

describe("business name search through its key", () => {
  const NAMES = [
    "Keytest Coastal Bakery Pty Ltd 4242",
    "Keytest Coastal Pty Ltd Bakery",
    "Keytest Empty Ltd Holdings",
    "Keytest Coastal Ltdx Traders",
    "Keytest Smith & Co Pty. Ltd.",
    "Keytest O'Brien Plumbing Limited",
    "Keytest Harbour  Proprietary   Limited Freight",
    "Keytest Bluewater_pty Marine",
    "Keytest Limited-Edition Prints (Pty) Ltd",
  ];
  let users: DemoUsers;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    users = await seedDemo();
    for (const [i, businessName] of NAMES.entries()) {
      const app = await prisma().application.create({
        data: {
          number: `BF-2026-8${String(i).padStart(5, "0")}`,
          clientId: users.clientA.id,
          businessName,
          purpose: "growth",
          loanAmount: 50_000,
          termMonths: 24,
          monthlyTurnover: 40_000,
          creditProfile: "good",
          timeInBusiness: "2-5y",
          contactFirstName: "Kim",
          contactLastName: "Test",
          contactEmail: "kim@example.com",
          contactPhone: "0400000000",
        },
      });
      ids.set(app.id, businessName);
    }
  });

  it("is computed by the database: lower case, without Pty, Ltd, Limited or Proprietary, without spaces", async () => {
    const rows = await prisma().application.findMany({
      where: { id: { in: [...ids.keys()] } },
      select: { businessName: true, businessNameKey: true },
    });
    const key = Object.fromEntries(rows.map((r) => [r.businessName, r.businessNameKey]));
    expect(key["Keytest Coastal Bakery Pty Ltd 4242"]).toBe("keytestcoastalbakery4242");
    expect(key["Keytest Empty Ltd Holdings"]).toBe("keytestemptyholdings");
    expect(key["Keytest Smith & Co Pty. Ltd."]).toBe("keytestsmith&co..");
    expect(key["Keytest Harbour  Proprietary   Limited Freight"]).toBe("keytestharbourfreight");
    expect(key["Keytest Bluewater_pty Marine"]).toBe("keytestbluewater_ptymarine");
  });

  it("finds exactly the names that contain the search text", async () => {
    const searches = [
      "Pty Ltd 4242",
      "Coastal Bakery",
      "Coastal Pty Ltd Bakery",
      "pty ltd bak",
      "mpty Ltd",
      "Coastal Lt",
      "ty Ltd Hold",
      "Co Pty. Ltd.",
      "O'Brien Plumbing Lim",
      "Proprietary   Limited Fre",
      "ltdx",
      "_pty Mar",
      "Pty Ltd",
      "Limited-Edition Prints (Pty)",
      "ted-Edition",
      "Smith & Co",
    ];
    for (const q of searches) {
      const { items } = await listStaffQueue({ q, limit: 100 });
      const found = items.filter((a) => ids.has(a.id)).map((a) => ids.get(a.id));
      const expected = NAMES.filter((n) => n.toLowerCase().includes(q.toLowerCase()));
      expect({ q, found: found.sort() }).toEqual({ q, found: expected.sort() });
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});
