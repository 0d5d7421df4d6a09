// Process helpers for the load benchmark (scripts/bench/load.ts).
import { spawnSync } from "node:child_process";

/** Polls `check` every 250 ms until it answers true, or throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** RSS of a process and its descendants, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const out = spawnSync("ps", ["-o", "pid=,ppid=,rss=", "-ax"], { encoding: "utf8" }).stdout;
  const procs = out
    .trim()
    .split("\n")
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of procs)
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
  }
  return procs.filter(([p]) => tree.has(p)).reduce((sum, [, , kb]) => sum + kb, 0) / 1024;
}
