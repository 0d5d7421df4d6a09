import { spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SqlExecutor } from "./connection";

/**
 * PostgreSQL's own tools for backups (ADR 049): `pg_dump -Fc` writes the whole database (schema,
 * data, pg-boss's jobs, migration history) from one snapshot in seconds, and `pg_restore` loads it
 * into an empty database in one transaction. PG_DUMP and PG_RESTORE name other binaries; their major
 * version must be at least the server's.
 */

/** The URL for libpq without its password, which goes in PGPASSWORD (argv is visible to `ps`). */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, io: { input?: Readable; output?: Writable }) {
  const child = spawn(command, args, {
    env,
    stdio: [io.input ? "pipe" : "ignore", io.output ? "pipe" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", (error) =>
      reject(new Error(`${command} could not start (${error.message}): install PostgreSQL's client tools.`)),
    );
    child.on("close", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
  const streams: Promise<void>[] = [];
  if (io.output) streams.push(pipeline(child.stdout!, io.output));
  if (io.input)
    streams.push(
      // A failing input (a backup that does not decrypt) kills pg_restore before its input ends:
      // its single transaction never commits.
      pipeline(io.input, child.stdin!).catch((error: unknown) => {
        child.kill("SIGKILL");
        throw error;
      }),
    );
  return Promise.all([exited, ...streams]).then(() => undefined);
}

/** `pg_dump -Fc` of the database at `url`, written to `out`. */
export function pgDump(url: string, out: Writable): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  return run(
    process.env.PG_DUMP || "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${dbname}`],
    env,
    {
      output: out,
    },
  );
}

/** The schemas and tables a restore would collide with; a restore needs a database without any. */
export async function userRelations(sql: SqlExecutor): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
      ORDER BY 1 LIMIT 5`,
  );
  return rows.map((r) => r.name);
}

/** `pg_restore` of a `pg_dump -Fc` archive read from `input` into the (empty) database at `url`. */
export function pgRestore(url: string, input: Readable): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  return run(
    process.env.PG_RESTORE || "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`],
    env,
    { input },
  );
}
