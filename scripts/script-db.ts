// What every database script shares: configuration read the way Next reads it (.env, .env.local,
// .env.production… via @next/env, so `npm run db:migrate` migrates the PostgreSQL the developer
// configured, not silently the embedded database), then one connection to that database:
// DIRECT_DATABASE_URL when set (a session of its own: advisory locks, pg_dump), else DATABASE_URL.
import nextEnv from "@next/env";
import { connect, type Connection } from "../lib/db/connection";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const databaseUrl = () => process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || undefined;

export function describeTarget(): string {
  const url = databaseUrl();
  if (url) {
    const u = new URL(url);
    return `PostgreSQL ${u.host}${u.pathname}`;
  }
  return `the embedded database in ${process.env.DATA_DIR ?? "./data"}`;
}

export function connectConfigured(): Promise<Connection> {
  return connect({ databaseUrl: databaseUrl(), dataDir: process.env.DATA_DIR ?? "./data" });
}
