// `npm run bench [-- name ...]`: runs every benchmark in scripts/bench/*.ts (or those whose file name
// contains one of the names) in turn. Each prints its own detail and reports its targets with
// reportRow (scripts/bench/lib/report.ts); the run ends with one table of every target, what was
// measured and whether it was met, headed by the machine's cores and load. Speed and memory targets
// live here, never in timed tests.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROW_MARK, type BenchRow } from "./bench/lib/report";

const dir = path.join(process.cwd(), "scripts", "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

function run(file: string): Promise<{ code: number; rows: BenchRow[] }> {
  return new Promise((resolve) => {
    const rows: BenchRow[] = [];
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only.mjs", path.join(dir, file)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(ROW_MARK)) rows.push(JSON.parse(line.slice(ROW_MARK.length)) as BenchRow);
        else process.stdout.write(`${line}\n`);
      }
    });
    child.on("close", (code) => {
      if (buffered) process.stdout.write(`${buffered}\n`);
      resolve({ code: code ?? 1, rows });
    });
  });
}

let failed = 0;
const all: { file: string; row: BenchRow }[] = [];
for (const file of files) {
  console.log(`\n### ${file}`);
  const { code, rows } = await run(file);
  if (code !== 0) failed++;
  for (const row of rows) all.push({ file, row });
}
if (files.length === 0) console.log("No benchmarks in scripts/bench.");
if (all.length) {
  console.log(
    `\n## Targets: ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, Node ${process.version}`,
  );
  const w = Math.max(4, ...all.map((r) => r.row.what.length));
  const t = Math.max(6, ...all.map((r) => r.row.target.length));
  const m = Math.max(8, ...all.map((r) => r.row.measured.length));
  console.log(`${"what".padEnd(w)} | ${"target".padEnd(t)} | ${"measured".padEnd(m)} | met`);
  for (const { row } of all)
    console.log(
      `${row.what.padEnd(w)} | ${row.target.padEnd(t)} | ${row.measured.padEnd(m)} | ${row.ok ? "yes" : "NO"}`,
    );
  console.log(`targets met: ${all.filter((r) => r.row.ok).length} of ${all.length}`);
}
process.exit(failed ? 1 : 0);
