import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
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
  const lite = await PGlite.create(target);
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

async function connectPostgres(url: string): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle pooled connection that the server ends (restart, failover, a dropped test database) must
  // not crash the process: without a listener, pg re-throws it as an uncaught exception. The pool
  // drops that client and opens a new one for the next query.
  pool.on("error", (error) => console.error("[db] idle connection closed by the server:", error.message));
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
