import "server-only";
import { connection, pendingMigrations } from "@/lib/db";
import { storage } from "@/lib/storage";

// Generous: the first call may open the database and apply migrations.
const TIMEOUT_MS = 15_000;
/** Storage is probed at most this often; every probe in between gets the last answer. */
export const STORAGE_PROBE_TTL_MS = 15_000;

function within<T>(work: Promise<T>, ms = TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkDatabase(): Promise<boolean> {
  try {
    await within(connection().then((c) => c.sql.query("SELECT 1")));
    return true;
  } catch {
    return false;
  }
}

/** Every migration in prisma/migrations has finished in this database; unknown when it cannot be asked. */
async function checkMigrations(): Promise<"ok" | "pending" | "unknown"> {
  try {
    return (await within(connection().then((c) => pendingMigrations(c.sql)))).length === 0 ? "ok" : "pending";
  } catch {
    return "unknown";
  }
}

export interface Readiness {
  status: "ready" | "not_ready";
  database: "ok" | "unreachable";
  migrations: "ok" | "pending" | "unknown";
}

/**
 * Readiness (/api/ready): may this instance take traffic? Only what is this instance's own: its
 * database connection and the migrations its code expects. Document storage is shared by every
 * instance, so an outage there would take them all out at once: it is its own signal
 * (/api/health/storage) and does not decide readiness. Liveness (/api/health) asks nothing of either.
 */
export async function checkReadiness(): Promise<Readiness> {
  const database = await checkDatabase();
  const migrations = database ? await checkMigrations() : "unknown";
  return {
    status: database && migrations === "ok" ? "ready" : "not_ready",
    database: database ? "ok" : "unreachable",
    migrations,
  };
}

export interface StorageHealth {
  status: "ok" | "unavailable";
  driver: string;
  /** When the store was last asked (probes in between get this answer). */
  checkedAt: string;
}

let lastProbe: { at: number; result: Promise<StorageHealth> } | undefined;

/**
 * Document storage answers (the driver's probe: the uploads folder is writable, the bucket exists,
 * the service lists a file), asked at most once per STORAGE_PROBE_TTL_MS and never by writing an
 * object: a probe every few seconds from every balancer would otherwise write and delete one each time.
 */
export function checkStorage(now = Date.now()): Promise<StorageHealth> {
  if (lastProbe && now - lastProbe.at < STORAGE_PROBE_TTL_MS) return lastProbe.result;
  const checkedAt = new Date(now).toISOString();
  const result = (async (): Promise<StorageHealth> => {
    let driver = "unconfigured";
    try {
      const store = storage();
      driver = store.name;
      await within(store.probe(), 5_000);
      return { status: "ok", driver, checkedAt };
    } catch {
      return { status: "unavailable", driver, checkedAt };
    }
  })();
  lastProbe = { at: now, result };
  return result;
}

/** Tests: forget the cached storage answer. */
export function resetStorageProbeForTests() {
  lastProbe = undefined;
}
