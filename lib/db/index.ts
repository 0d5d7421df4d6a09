import "server-only";
import { env, isLocalUrl } from "@/lib/env";
import { logger } from "@/lib/observability/log";
import { dispatchHints, withHints } from "./after-commit";
import { connect, type Connection } from "./connection";
import type { Prisma as PrismaTypes } from "./generated/client";
import { pendingMigrations, runMigrations } from "./migrate";

export type { PrismaClient } from "./generated/client";
export { Prisma } from "./generated/client";
export { afterCommit } from "./after-commit";

/**
 * One database connection per process, opened at start-up (instrumentation.ts; never at build time).
 * The embedded database migrates itself (it belongs to this one process) and an empty one is seeded
 * with demo data. PostgreSQL is shared by every instance: migrating it is a deploy step
 * (`npm run db:migrate`, which `npm start` runs first), not a side effect of each start; an instance
 * that finds migrations pending says so and reports not ready (/api/ready) until they are applied.
 * MIGRATE_ON_START=1 restores migrating at start (the runner's advisory lock makes that safe too).
 */
const globalRef = globalThis as unknown as { __bizfundDb?: Promise<Connection> };

/**
 * The database could not be opened (unreachable, refused, an unwritable DATA_DIR): an outage, answered
 * 503 with Retry-After by the error table (lib/http/errors.ts matches it by name), and retried at
 * start-up until STARTUP_DEADLINE_SECONDS (instrumentation.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

async function open(): Promise<Connection> {
  const { DATABASE_URL, DATA_DIR } = env();
  let connection: Connection | undefined;
  try {
    connection = await connect({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    return await prepare(connection);
  } catch (error) {
    // A failed attempt leaves no pool behind: the next request or start-up retry opens a fresh one.
    await connection?.close().catch(() => undefined);
    throw new DatabaseUnavailableError(error);
  }
}

async function prepare(connection: Connection): Promise<Connection> {
  if (connection.kind === "pglite" || process.env.MIGRATE_ON_START === "1") await runMigrations(connection.sql);
  else {
    const pending = await pendingMigrations(connection.sql);
    if (pending.length)
      logger.error(
        { pending },
        `db: ${pending.length} migration(s) pending: run \`npm run db:migrate\` before serving traffic`,
      );
  }
  const seeder = seederRef.__bizfundDemoSeeder;
  if (seeder && shouldSeedDemo(connection.kind, env().APP_URL, process.env.SEED_ON_EMPTY))
    await seeder(connection.prisma);
  return connection;
}

type DemoSeeder = (prisma: Connection["prisma"]) => Promise<unknown>;
const seederRef = globalThis as unknown as { __bizfundDemoSeeder?: DemoSeeder };

/**
 * The demo seed (lib/db/seed.ts `seedIfEmpty`) that an empty embedded database gets when it opens,
 * registered by the server's start (instrumentation.ts) before it opens the connection. lib/db does
 * not load the seed itself: the seed writes through the domains, which import lib/db (ADR 086, no
 * runtime import cycles). On globalThis, like the connection, so every bundle of the server shares it.
 */
export function setDemoSeeder(seeder: DemoSeeder | null) {
  seederRef.__bizfundDemoSeeder = seeder ?? undefined;
}

/**
 * Demo data (with its published password, team accounts included) only ever goes into an empty
 * embedded database of a site served on this machine. A site with a public APP_URL starts empty:
 * anyone could otherwise sign in as the demo admin and enrol their own second factor.
 */
export function shouldSeedDemo(kind: Connection["kind"], appUrl: string, seedOnEmpty: string | undefined): boolean {
  return kind === "pglite" && seedOnEmpty !== "0" && isLocalUrl(appUrl);
}

export function connection(): Promise<Connection> {
  globalRef.__bizfundDb ??= open().catch((error) => {
    globalRef.__bizfundDb = undefined;
    throw error;
  });
  return globalRef.__bizfundDb;
}

/** The Prisma client. Only lib/<domain> modules call this. */
export async function db() {
  return (await connection()).prisma;
}

/**
 * An interactive transaction whose side effects commit with it: what `fn` writes through `tx`
 * (notifications, outbox e-mails) commits or rolls back with the change, and the hints it registers
 * with `afterCommit(tx, …)` are dispatched once it has committed. A failed dispatch is not the
 * caller's error (the change stands; the recurring sweeps do the work).
 */
export async function transaction<T>(
  fn: (tx: PrismaTypes.TransactionClient) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const prisma = await db();
  const { result, hints } = await withHints<T>((inner) => prisma.$transaction(inner, options), fn);
  await dispatchHints(hints);
  return result;
}

/** Tests: use a connection they created (a throwaway database). */
export function setConnectionForTests(c: Connection) {
  globalRef.__bizfundDb = Promise.resolve(c);
}

/** Graceful shutdown: close the pool (or the embedded database) if it was opened. */
export async function closeConnection(): Promise<void> {
  const open = globalRef.__bizfundDb;
  globalRef.__bizfundDb = undefined;
  if (open) await (await open.catch(() => null))?.close();
}

// front-doors:start (generated by scripts/codemods/front-doors.ts; add names by re-running it)
export { type ApplicationDebt, type ApplicationDetails, type ApplicationDirector } from "./generated/client";
export { pendingMigrations } from "./migrate";
// front-doors:end
