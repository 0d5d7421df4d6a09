// `npm run db:backup [-- file]`: a consistent logical backup of the configured database (PostgreSQL
// or the embedded one) to a gzipped JSON-lines file; `npm run db:restore -- file` loads it into an
// empty database. See lib/db/backup.ts.
import { backupDatabase } from "../lib/db/backup";
import { connectConfigured, describeTarget } from "./script-db";

const file = process.argv[2] ?? `bizfund-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`;
const c = await connectConfigured();
try {
  const counts = await backupDatabase(c.sql, file);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${describeTarget()}: ${rows} rows in ${Object.keys(counts).length} tables to ${file}`);
} finally {
  await c.close();
}
