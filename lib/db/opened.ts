import type { Connection } from "./connection";

/**
 * The process's database connection if start-up (or a request) has already opened it, without ever
 * opening one. For proxy.ts, which must not bundle the database drivers: it shares the process (and
 * globalThis) with the routes, where lib/db keeps the connection under the same key.
 */
export function openedConnection(): Promise<Connection> | undefined {
  return (globalThis as unknown as { __bizfundDb?: Promise<Connection> }).__bizfundDb;
}
