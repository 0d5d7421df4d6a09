// `npm run db:restore -- file`: migrate the configured database, then load a backup made by
// `npm run db:backup` into it. Refuses a database that already holds data (nothing is overwritten).
import { restoreDatabase } from "../lib/db/backup";
import { runMigrations } from "../lib/db/migrate";
import { connectConfigured, describeTarget } from "./script-db";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file>");
  process.exit(2);
}
const c = await connectConfigured();
try {
  await runMigrations(c.sql);
  const counts = await restoreDatabase(c.sql, file);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file} into ${describeTarget()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await c.close();
}
