import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as HEALTH } from "@/app/api/health/route";
import { GET as STORAGE_HEALTH } from "@/app/api/health/storage/route";
import { GET as READY } from "@/app/api/ready/route";
import { connection } from "@/lib/db";
import { resetStorageProbeForTests, STORAGE_PROBE_TTL_MS, checkStorage } from "@/lib/health";
import { storage } from "@/lib/storage";

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageProbeForTests();
});

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

describe("GET /api/ready (readiness of this instance)", () => {
  it("is ready when the database answers and every migration is applied", async () => {
    const res = await READY();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok" });
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

  it("is not ready (503) when the database does not answer, and says the migrations are unknown, not pending", async () => {
    const c = await connection();
    vi.spyOn(c.sql, "query").mockRejectedValue(new Error("connection refused"));
    const res = await READY();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ status: "not_ready", database: "unreachable", migrations: "unknown" });
  });

  it("stays ready while document storage is down: storage is shared, its outage is its own signal (#40.7)", async () => {
    vi.spyOn(storage(), "probe").mockRejectedValue(new Error("connect ECONNREFUSED"));
    expect((await READY()).status).toBe(200);
    const res = await STORAGE_HEALTH();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable", driver: "local" });
  });
});

describe("GET /api/health/storage", () => {
  it("answers ok for a working store, by probing it without writing an object", async () => {
    const put = vi.spyOn(storage(), "put");
    const res = await STORAGE_HEALTH();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", driver: "local" });
    expect(put).not.toHaveBeenCalled();
  });

  it("asks the store at most once per interval, however often it is probed", async () => {
    const probe = vi.spyOn(storage(), "probe");
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) await checkStorage(t0 + i * 100);
    expect(probe).toHaveBeenCalledTimes(1);
    await checkStorage(t0 + STORAGE_PROBE_TTL_MS + 1);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
