import "server-only";
import { randomBytes } from "node:crypto";
import { connection } from "@/lib/db";
import { pendingMigrations } from "@/lib/db/migrate";
import { storage } from "@/lib/storage";

// Generous: the first call may open the database and apply migrations.
const TIMEOUT_MS = 15_000;

function within<T>(work: Promise<T>): Promise<T> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS));
  return Promise.race([work, timeout]);
}

export async function checkDatabase(): Promise<boolean> {
  try {
    await within(connection().then((c) => c.sql.query("SELECT 1")));
    return true;
  } catch {
    return false;
  }
}

/** Every migration in prisma/migrations has finished in this database. */
async function checkMigrations(): Promise<boolean> {
  try {
    return (await within(connection().then((c) => pendingMigrations(c.sql)))).length === 0;
  } catch {
    return false;
  }
}

/** The configured document storage accepts, confirms and deletes a small object. */
async function checkStorage(): Promise<boolean> {
  const key = `health/ready-${randomBytes(8).toString("hex")}`;
  try {
    const driver = storage();
    await within(driver.put(key, Buffer.from("ok"), "text/plain"));
    const found = await within(driver.exists(key));
    await within(driver.delete(key));
    return found;
  } catch {
    return false;
  }
}

export interface Readiness {
  status: "ready" | "not_ready";
  database: "ok" | "unreachable";
  migrations: "ok" | "pending";
  storage: "ok" | "unwritable";
}

/** Readiness (/api/ready): may this instance take traffic? Liveness (/api/health) asks nothing of the database. */
export async function checkReadiness(): Promise<Readiness> {
  const database = await checkDatabase();
  const [migrations, store] = database ? await Promise.all([checkMigrations(), checkStorage()]) : [false, false];
  const result: Readiness = {
    status: database && migrations && store ? "ready" : "not_ready",
    database: database ? "ok" : "unreachable",
    migrations: migrations ? "ok" : "pending",
    storage: store ? "ok" : "unwritable",
  };
  return result;
}
