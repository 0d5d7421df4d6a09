import { once } from "node:events";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type { SqlExecutor } from "./connection";
import { appliedMigrations, readMigrations } from "./migrate";

/**
 * Logical backups that work the same on PostgreSQL and the embedded database (the embedded one's
 * only kind; PostgreSQL's backups use pg_dump: backup-file.ts): gzipped JSON lines,
 * a header (format, time, the migrations the data belongs to) and then one line per row, made by
 * Postgres itself (`row_to_json`) inside one REPEATABLE READ snapshot, each table read once through
 * a cursor a batch at a time (the OFFSET batches it replaces made the n-th batch skip n × 500 rows
 * first: hours at a million applications). A restore goes into an empty
 * database migrated to the same migrations, table by table in foreign-key order, each row turned
 * back into its column types by Postgres (`json_populate_recordset`); sequences follow the data.
 */
export const BACKUP_FORMAT = "bizfund-backup";
const BATCH = 500;

interface Header {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Record<string, number>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The application's tables, parents before children (foreign keys). A deferrable key (the one that
 * closes a cycle: Application.acceptedOfferId → Offer) is checked at commit, so it does not order.
 */
export async function tablesInDependencyOrder(sql: SqlExecutor): Promise<string[]> {
  const tables = (
    await sql.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    )
  ).map((r) => r.name);
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname AND NOT k.condeferrable`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Write every row of every table to `out` (gzipped JSON lines). Returns the row count per table. */
export async function backupDatabase(sql: SqlExecutor, out: Writable): Promise<Record<string, number>> {
  return sql.transaction(async (tx) => {
    await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const tables = await tablesInDependencyOrder(tx);
    const counts: Record<string, number> = {};
    for (const t of tables) {
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(t)}`);
      counts[t] = row!.n;
    }
    const gzip = createGzip();
    const written = pipeline(gzip, out);
    const write = async (line: string) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    };
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(tx),
      tables: counts,
    };
    await write(JSON.stringify(header));
    for (const t of tables) {
      // One scan of the table through a cursor, a batch at a time: no batch re-reads what the last
      // one read (ORDER BY … OFFSET, and even a ctid keyset, sorted the rest of the table each time).
      await tx.exec(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(x)::text AS j FROM ${quote(t)} x`);
      for (;;) {
        const rows = await tx.query<{ j: string }>(`FETCH FORWARD ${BATCH} FROM backup_rows`);
        for (const r of rows) await write(`{"t":${JSON.stringify(t)},"r":${r.j}}`);
        if (rows.length < BATCH) break;
      }
      await tx.exec("CLOSE backup_rows");
    }
    gzip.end();
    await written;
    return counts;
  });
}

/**
 * Load a backup read from `input` into `sql`, which must be migrated to exactly the backup's
 * migrations and empty. All or nothing: one transaction. Returns the row count per table.
 */
export async function restoreDatabase(sql: SqlExecutor, input: Readable): Promise<Record<string, number>> {
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Header);
  if (header?.format !== BACKUP_FORMAT) throw new Error("The file is not a BizFund backup.");
  const here = await appliedMigrations(sql);
  const known = readMigrations().map((m) => m.name);
  if (header.migrations.join() !== here.join() || here.join() !== known.join())
    throw new Error(
      `The backup was made at migration ${header.migrations.at(-1)}; this database and code are at ${here.at(-1)}. Restore with the code version that made it.`,
    );
  return sql.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    for (const t of tables) {
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(t)}`);
      if (row!.n > 0) throw new Error(`Restore needs an empty database: table ${t} has ${row!.n} rows.`);
    }
    // Generated columns (Application.businessNameKey) are the database's to compute: a backup holds
    // them, a restore leaves them out and PostgreSQL computes them again.
    const writable = new Map<string, string[]>();
    for (const { t, c } of await tx.query<{ t: string; c: string }>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
    )) {
      if (!writable.has(t)) writable.set(t, []);
      writable.get(t)!.push(quote(c));
    }
    // Rows arrive table by table in dependency order (as written); each table's batch goes in at once.
    const byTable = new Map<string, unknown[]>(tables.map((t) => [t, []]));
    const counts: Record<string, number> = {};
    const flush = async (t: string) => {
      const rows = byTable.get(t)!;
      if (!rows.length) return;
      const columns = writable.get(t)!.join(", ");
      await tx.query(
        `INSERT INTO ${quote(t)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quote(t)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      counts[t] = (counts[t] ?? 0) + rows.length;
      byTable.set(t, []);
    };
    let current: string | undefined;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!next.value) continue;
      const { t, r } = JSON.parse(next.value) as { t: string; r: unknown };
      if (!byTable.has(t)) throw new Error(`The backup has a table this database does not: ${t}`);
      if (current && current !== t) await flush(current);
      current = t;
      byTable.get(t)!.push(r);
      if (byTable.get(t)!.length >= BATCH) await flush(t);
    }
    if (current) await flush(current);
    for (const t of tables) {
      const expected = header.tables[t] ?? 0;
      if ((counts[t] ?? 0) !== expected)
        throw new Error(`Table ${t}: the backup lists ${expected} rows but holds ${counts[t] ?? 0}.`);
    }
    // Serial columns continue after the restored rows.
    const serials = await tx.query<{ t: string; c: string; s: string }>(
      `SELECT c.table_name AS t, c.column_name AS c, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS s
         FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
    );
    for (const { t, c, s } of serials) {
      if (!s) continue;
      await tx.query(
        `SELECT setval($1, GREATEST((SELECT max(${quote(c)}) FROM ${quote(t)}), 1), (SELECT count(*) > 0 FROM ${quote(t)}))`,
        [s],
      );
    }
    return counts;
  });
}
