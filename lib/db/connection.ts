import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { logger } from "@/lib/observability/log";
import { PrismaClient } from "./generated/client";

/** The few raw-SQL operations the migration runner and tests need, on either driver. */
export interface SqlExecutor {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<R>(fn: (tx: SqlExecutor) => Promise<R>): Promise<R>;
}

export interface Connection {
  kind: "pglite" | "postgres";
  sql: SqlExecutor;
  prisma: PrismaClient;
  /** PostgreSQL only: the pool itself, for libraries that bring their own SQL (pg-boss). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for a throwaway in-memory database. */
  dataDir?: string;
}

export async function connect({ databaseUrl, dataDir = "./data" }: ConnectOptions): Promise<Connection> {
  return databaseUrl ? connectPostgres(databaseUrl) : connectPglite(dataDir);
}

async function connectPglite(dataDir: string): Promise<Connection> {
  let target: string | undefined;
  if (!dataDir.startsWith("memory://")) {
    target = path.resolve(dataDir, "pgdata");
    mkdirSync(target, { recursive: true });
  }
  // Loaded only when the embedded database is used: a server on PostgreSQL never holds PGlite's
  // WebAssembly build in memory (docs/decisions/028-database-at-scale.md). pg_trgm ships with PGlite,
  // so name search uses the same trigram index as on PostgreSQL.
  const [{ PGlite }, { pg_trgm }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("pglite-prisma-adapter"),
  ]);
  const lite = await PGlite.create(target, { extensions: { pg_trgm } });
  const wrap = (q: Pick<PGlite, "exec" | "query">): Omit<SqlExecutor, "transaction"> => ({
    async exec(sql) {
      await q.exec(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  const sql: SqlExecutor = {
    ...wrap(lite),
    transaction: (fn) =>
      lite.transaction((tx) => fn({ ...wrap(tx), transaction: () => Promise.reject(new Error("nested transaction")) })),
  };
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite) });
  return {
    kind: "pglite",
    sql,
    prisma,
    async close() {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}

/**
 * Pool size per instance: DATABASE_POOL_MAX, default 10. Sizing (ADR 028): every instance holds up to
 * this many connections, pg-boss its own few; keep instances × (pool + 3) under the server's
 * max_connections (100 by default) with room for migrations and backups. On a 2-core database server
 * more than ~10 busy connections per instance only queue inside PostgreSQL instead of in the pool.
 */
export function poolSize(value = process.env.DATABASE_POOL_MAX): number {
  const n = Number(value ?? 10);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

/** How long a query waits for a pooled connection before it fails as an outage. */
export const POOL_WAIT_MS = 10_000;

async function connectPostgres(url: string): Promise<Connection> {
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  // connectionTimeoutMillis: a request waits at most this long for a connection (a full pool, or a
  // database that does not answer) and then fails as an outage (503 with Retry-After), never hangs.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  // An idle pooled connection that the server ends (restart, failover, a dropped test database) must
  // not crash the process: without a listener, pg re-throws it as an uncaught exception. The pool
  // drops that client and opens a new one for the next query.
  pool.on("error", (error) =>
    logger.warn({ reason: error.message, code: (error as { code?: string }).code }, "idle database connection closed"),
  );
  const wrap = (q: pg.Pool | pg.PoolClient): Omit<SqlExecutor, "transaction"> => ({
    async exec(sql) {
      await q.query(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
  });
  const sql: SqlExecutor = {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          ...wrap(client),
          transaction: () => Promise.reject(new Error("nested transaction")),
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgres",
    sql,
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
