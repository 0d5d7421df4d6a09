import pg from "pg";
import { describe, expect, it } from "vitest";
import { jobsPool } from "@/lib/jobs";

describe("pg-boss's connection (DIRECT_DATABASE_URL)", () => {
  const app = new pg.Pool({ connectionString: "postgres://app@pooler.example:6543/bizfund" });

  it("shares the app's pool when no direct URL is set", async () => {
    expect(await jobsPool(app, undefined)).toBe(app);
  });

  it("gets a small pool of its own on the direct URL: advisory locks need a session, not a pooled transaction", async () => {
    const direct = await jobsPool(app, "postgres://app@db.example:5432/bizfund");
    expect(direct).not.toBe(app);
    expect(direct.options).toMatchObject({ connectionString: "postgres://app@db.example:5432/bizfund", max: 4 });
    await direct.end();
  });
});
