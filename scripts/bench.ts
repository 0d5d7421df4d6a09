// `npm run bench`: runs every benchmark in scripts/bench/*.ts in turn; each prints its own figures.
// Speed and memory targets live here, never in timed tests.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = path.join(process.cwd(), "scripts", "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const r = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(dir, file)], {
    stdio: "inherit",
  });
  if (r.status !== 0) failed++;
}
if (files.length === 0) console.log("No benchmarks in scripts/bench.");
process.exit(failed ? 1 : 0);
