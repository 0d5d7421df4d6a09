// `npm run db:restore -- file`: load a backup made by `npm run db:backup` into the configured
// database, which must hold no data (nothing is overwritten). Encrypted backups need the key they
// were made with in BACKUP_ENCRYPTION_KEY or BACKUP_ENCRYPTION_KEYS. See lib/db/backup-file.ts.
import { backupKeysFromEnv } from "../lib/db/backup-crypto";
import { readBackup } from "../lib/db/backup-file";
import { connectConfigured, describeTarget } from "./script-db";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file>");
  process.exit(2);
}
const c = await connectConfigured();
try {
  const result = await readBackup(c, file, { keys: backupKeysFromEnv() });
  const rows = result.counts ? `${Object.values(result.counts).reduce((a, b) => a + b, 0)} rows from ` : "";
  console.log(`Restored ${rows}${file} (${result.kind}) into ${describeTarget()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await c.close();
}
