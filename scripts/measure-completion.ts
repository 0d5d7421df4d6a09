// `npm run figures:completion`: measures the time to complete the wizard in the configured database
// (the median from draft created to application submitted, last 90 days; ADR 064) and writes it to
// lib/marketing/completion-measured.ts, which the statically built pages read at the next build
// (the database is never opened at build time). Below the minimum sample the pages count the
// wizard's questions instead of quoting a time. Reads only; the embedded database belongs to one
// process, so stop the server first.
import { readFileSync, writeFileSync } from "node:fs";
import { measureCompletion } from "../lib/applications/completion-time";
import { MIN_COMPLETION_SAMPLE } from "../lib/marketing/completion-claim";
import { connectConfigured, describeTarget } from "./script-db";

const OUT = "lib/marketing/completion-measured.ts";
const c = await connectConfigured();
try {
  const m = await measureCompletion(c.prisma);
  const header = readFileSync(OUT, "utf8").split("export const MEASURED")[0];
  writeFileSync(OUT, `${header}export const MEASURED: CompletionMeasurement = ${JSON.stringify(m, null, 2)};\n`);
  console.log(
    `${describeTarget()}: ${m.sample} application(s) in ${m.windowDays} days, median ${m.medianSeconds ?? "-"} s` +
      (m.sample < MIN_COMPLETION_SAMPLE ? ` (below ${MIN_COMPLETION_SAMPLE}: the pages count questions instead)` : "") +
      `; wrote ${OUT}. Rebuild to publish it.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await c.close();
}
