// `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { connect } from "../lib/db/connection";
import { runMigrations } from "../lib/db/migrate";

const c = await connect({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? "./data",
});
try {
  const applied = await runMigrations(c.sql);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await c.close();
}
