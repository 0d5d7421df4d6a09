/**
 * Codemod (issue #38 item 5, ADR 086): route every cross-domain deep import through the domain's
 * front door and give the door the re-exports it needs.
 *
 *   node --import tsx scripts/codemods/front-doors.ts          rewrite the tree
 *   node --import tsx scripts/codemods/front-doors.ts --dry    list what it would do
 *
 * For each import in lib/ and app/ (tests, scripts, components/ and the lib/ modules a browser loads
 * may reach inside: scripts/imports/graph.mjs) of a file in another domain's folder,
 * `@/lib/<domain>/<path>` (or `../<domain>/<path>`) becomes `@/lib/<domain>/client` when the module
 * is client-safe (nothing it loads at run time reaches `server-only`, a Node built-in or a server
 * package; "use server" files count as safe, a client bundle gets references to them), else
 * `@/lib/<domain>` (index.ts). The names it uses are added to the door's generated block (between
 * `// front-doors:start` and `// front-doors:end`), values and types kept apart, and a file's imports
 * of one door are merged into one statement. A rewrite whose door would close a runtime cycle is
 * dropped (the import stays deep: record it with `scripts/check-imports.ts --write-baseline`).
 * Idempotent: a second run changes nothing.
 *
 * What it leaves for a person (it prints each): default, namespace and side-effect imports of a
 * deep module, `import()`s of one, `export *` from one, a name the door already exports from another
 * declaration, and a server module whose door a browser loads. It runs prettier on what it changed
 * (unless --no-format); then `npx tsc --noEmit` and `npm run lint`.
 *
 * The parts, in scripts/codemods/front-doors/: client-safety.ts (which door a module belongs behind),
 * exports.ts (what a module exports), door-block.ts (a door's generated block, merged imports) and
 * plan.ts (the rewrites, dropping those that close a cycle).
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { read } from "./front-doors/exports";
import { planWithoutCycles } from "./front-doors/plan";

export { clientSafety } from "./front-doors/client-safety";
export { mergeDoorImports } from "./front-doors/door-block";
export { exportTable } from "./front-doors/exports";
export { plan, planWithoutCycles } from "./front-doors/plan";

export function run(root: string, { dry = false, format = true } = {}) {
  const { texts, manual, skipped, rounds } = planWithoutCycles(root);
  const changed = [...texts.keys()].filter((f) => !existsSync(f) || read(f) !== texts.get(f));
  if (!dry) for (const f of changed) writeFileSync(f, texts.get(f)!);
  if (!dry && format && changed.length)
    execFileSync("npx", ["prettier", "--write", "--log-level", "warn", ...changed], { cwd: root, stdio: "inherit" });
  const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
  return { changed: changed.map(rel).sort(), manual, skipped: [...skipped].sort(), rounds };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
  const dry = process.argv.includes("--dry");
  const { changed, manual, skipped, rounds } = run(root, { dry, format: !process.argv.includes("--no-format") });
  console.log(`${dry ? "would change" : "changed"} ${changed.length} files (${rounds} rounds)`);
  if (skipped.length)
    console.log(`${skipped.length} deep imports kept: their door would close a runtime cycle (see --write-baseline)`);
  if (manual.length) {
    console.log(`\n${manual.length} imports left for a person:`);
    for (const m of manual) console.log(`  ${m}`);
  }
}
