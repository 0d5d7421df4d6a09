// `prisma generate` without network: the CLI insists on a schema-engine binary path even though
// generate never runs it, so point it at a harmless existing file (see docs/decisions/001).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require.resolve("prisma/build/index.js");
} catch {
  console.log("prisma CLI not installed; skipping generate");
  process.exit(0);
}
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
const r = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
