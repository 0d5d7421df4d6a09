import { randomBytes } from "node:crypto";
import pg from "pg";
import { connect, type Connection } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";

export interface TestDatabase {
  connection: Connection;
  driver: "pglite" | "postgres";
  destroy(): Promise<void>;
}

/**
 * A throwaway, migrated database: in-memory PGlite, or (TEST_DB_DRIVER=postgres) a new database on
 * the server named by TEST_DATABASE_URL, dropped again by destroy().
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const driver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
  if (driver === "pglite") {
    const connection = await connect({ dataDir: "memory://" });
    if (migrate) await runMigrations(connection.sql);
    return { connection, driver, destroy: () => connection.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  // TEST_DB_PREFIX keeps parallel checkouts' throwaway databases apart (and easy to clean up).
  const name = `${process.env.TEST_DB_PREFIX ?? "bizfund_t"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ databaseUrl: url.toString() });
  if (migrate) await runMigrations(connection.sql);
  return {
    connection,
    driver,
    async destroy() {
      await connection.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}
