// `npm run db:backup [-- file] [--unencrypted]`: a consistent backup of the configured database —
// PostgreSQL with pg_dump -Fc, the embedded one as JSON lines — encrypted with BACKUP_ENCRYPTION_KEY.
// Without the key it refuses, unless --unencrypted. `npm run db:restore -- file` loads it into an
// empty database. See lib/db/backup-file.ts and ADR 049.
import { performance } from "node:perf_hooks";
import { statSync } from "node:fs";
import { backupKeysFromEnv } from "../lib/db/backup-crypto";
import { writeBackup } from "../lib/db/backup-file";
import { connectConfigured, describeTarget } from "./script-db";

const args = process.argv.slice(2);
const unencrypted = args.includes("--unencrypted");
const named = args.find((a) => !a.startsWith("--"));
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = named ?? `bizfund-backup-${stamp}.bfb`;
const c = await connectConfigured();
try {
  const started = performance.now();
  const result = await writeBackup(c, file, { keys: backupKeysFromEnv(), unencrypted });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = result.counts ? `, ${Object.values(result.counts).reduce((a, b) => a + b, 0)} rows` : "";
  console.log(
    `Backed up ${describeTarget()} (${result.kind}${rows}) to ${file}: ${statSync(file).size} bytes, ${result.encrypted ? "encrypted" : "NOT encrypted"}, ${seconds} s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await c.close();
}
