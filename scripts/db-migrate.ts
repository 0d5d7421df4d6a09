// `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { runMigrations } from "../lib/db/migrate";
import { connectConfigured, describeTarget } from "./script-db";

const c = await connectConfigured();
try {
  const applied = await runMigrations(c.sql);
  console.log(
    applied.length ? `Applied to ${describeTarget()}: ${applied.join(", ")}` : `${describeTarget()} is up to date.`,
  );
} finally {
  await c.close();
}
