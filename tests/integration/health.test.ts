import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as HEALTH } from "@/app/api/health/route";
import { GET as READY } from "@/app/api/ready/route";
import { connection } from "@/lib/db";

afterEach(() => vi.restoreAllMocks());

describe("GET /api/health (liveness)", () => {
  it("answers ok from memory, without asking the database", async () => {
    const c = await connection();
    const query = vi.spyOn(c.sql, "query");
    const res = HEALTH();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(query).not.toHaveBeenCalled();
  });
});

describe("GET /api/ready (readiness)", () => {
  it("is ready when the database answers, every migration is applied and storage is writable", async () => {
    const res = await READY();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok", storage: "ok" });
  });

  it("is not ready (503) while a migration is missing", async () => {
    const c = await connection();
    const [last] = await c.sql.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`,
    );
    await c.sql.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, [
      last!.migration_name,
    ]);
    try {
      const res = await READY();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "not_ready", database: "ok", migrations: "pending" });
    } finally {
      await c.sql.query(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1`, [
        last!.migration_name,
      ]);
    }
  });

  it("is not ready (503) when the database does not answer", async () => {
    const c = await connection();
    vi.spyOn(c.sql, "query").mockRejectedValue(new Error("connection refused"));
    const res = await READY();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: "not_ready",
      database: "unreachable",
      migrations: "pending",
      storage: "unwritable",
    });
  });
});
