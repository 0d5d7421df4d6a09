/**
 * The import rules of ADR 086, whole tree (part of `npm run lint`):
 *
 *   node --import tsx scripts/check-imports.ts                   fail (exit 1) on a runtime cycle in lib/
 *                                                                or a deep import not in the baseline
 *   node --import tsx scripts/check-imports.ts --write-baseline  record today's deep imports as the baseline
 *
 * ESLint reports the same deep imports file by file (scripts/imports/eslint-plugin.mjs); the cycle
 * needs the whole graph, so it is checked here.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASELINE, baselineText, deepImports, runtimeCycles } from "./imports/rules.mjs";

export function check(root: string): string[] {
  const problems: string[] = [];
  for (const cycle of runtimeCycles(root))
    problems.push(
      `runtime import cycle through ${cycle.files.length} files (a dynamic import() counts: it only defers the loop):\n    ${cycle.loop.join("\n    ")}`,
    );
  for (const d of deepImports(root).filter((d) => !d.baselined))
    problems.push(
      `${d.from}:${d.line} imports ${d.specifier}: enter lib/${d.domain} by its door, @/lib/${d.domain} or @/lib/${d.domain}/client (npm run codemod:front-doors)`,
    );
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
  if (process.argv.includes("--write-baseline")) {
    const all = deepImports(root, new Set());
    writeFileSync(path.join(root, BASELINE), baselineText(all));
    console.log(`${BASELINE}: ${all.length} deep imports`);
  } else {
    const problems = check(root);
    const kept = deepImports(root).filter((d) => d.baselined).length;
    if (problems.length) {
      console.error(problems.map((p) => `check-imports: ${p}`).join("\n"));
      process.exit(1);
    }
    console.log(`check-imports: no runtime cycle in lib/; no deep import outside the baseline (${kept} in it)`);
  }
}
