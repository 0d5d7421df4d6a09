// The staff queue's search box on its trigram indexes (ADR 028): present wherever pg_trgm is (PGlite
// ships it, as does the PostgreSQL server here), with a pending list capped at 64 kB so a search
// never reads megabytes of not-yet-merged entries (migration 20261125090000).
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/fixtures";

const TRIGRAM_INDEXES = [
  "Application_abn_trgm_idx",
  "Application_businessName_trgm_idx",
  "Application_number_trgm_idx",
];

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
