// What every database script shares: configuration read the way Next reads it (.env, .env.local,
// .env.production… via @next/env, so `npm run db:migrate` migrates the PostgreSQL the developer
// configured, not silently the embedded database), then one connection to that database.
import nextEnv from "@next/env";
import { connect, type Connection } from "../lib/db/connection";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

export function describeTarget(): string {
  const url = process.env.DATABASE_URL;
  if (url) {
    const u = new URL(url);
    return `PostgreSQL ${u.host}${u.pathname}`;
  }
  return `the embedded database in ${process.env.DATA_DIR ?? "./data"}`;
}

export function connectConfigured(): Promise<Connection> {
  return connect({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? "./data" });
}
