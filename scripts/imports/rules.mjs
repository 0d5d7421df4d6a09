/**
 * The two import rules as the lint step runs them (ADR 086), over a tree rooted at `root`:
 *
 * - `deepImports`: imports in lib/ and app/ that enter another domain other than by its doors, less
 *   the baseline (scripts/imports/baseline.json: the deep imports whose door would close a runtime
 *   cycle today, each a loop between two domains still to untangle; the list only shrinks).
 * - `runtimeCycles`: loops in lib/'s runtime import graph (dynamic imports included), with one path
 *   through each.
 *
 * Used by the ESLint rule (scripts/imports/eslint-plugin.mjs), scripts/check-imports.ts and tests.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  collectImports,
  cycles,
  deepImportDomain,
  isExempt,
  loopIn,
  resolveSpecifier,
  runtimeGraph,
  shippedToBrowser,
  sourceFiles,
} from "./graph.mjs";

export const BASELINE = "scripts/imports/baseline.json";
/** The folders whose files the front-door rule covers (components/ and the composition roots not). */
export const CHECKED = ["lib", "app"];

const rel = (root, file) => path.relative(root, file).split(path.sep).join("/");

/** The baseline as a set of "from -> to" (repository-relative paths). */
export function readBaseline(root) {
  const file = path.join(root, BASELINE);
  if (!existsSync(file)) return new Set();
  const data = JSON.parse(readFileSync(file, "utf8"));
  return new Set(Object.entries(data).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`)));
}

/** Every deep import in the checked folders: { from, to, domain, line, specifier, baselined }. */
export function deepImports(root, baseline = readBaseline(root)) {
  const out = [];
  const shipped = shippedToBrowser(root);
  for (const file of CHECKED.flatMap((d) => sourceFiles(path.join(root, d)))) {
    if (isExempt(file, root)) continue;
    for (const imp of collectImports(readFileSync(file, "utf8"), file)) {
      const to = resolveSpecifier(imp.specifier, file, root);
      if (!to) continue;
      const domain = deepImportDomain(file, to, root, shipped);
      if (!domain) continue;
      const key = `${rel(root, file)} -> ${rel(root, to)}`;
      out.push({
        from: rel(root, file),
        to: rel(root, to),
        domain,
        line: imp.line,
        specifier: imp.specifier,
        baselined: baseline.has(key),
      });
    }
  }
  return out;
}

/** The runtime cycles in lib/, each as its files and one loop through them ("a.ts:3 -> b.ts"). */
export function runtimeCycles(root) {
  const files = sourceFiles(path.join(root, "lib")).filter((f) => !isExempt(f, root));
  const graph = runtimeGraph(files, root);
  return cycles(graph).map((component) => ({
    files: component.map((f) => rel(root, f)).sort(),
    loop: loopIn(component, graph).map(
      (e) => `${rel(root, e.from)}:${e.line} ${e.how === "dynamic" ? "import()s" : "imports"} ${rel(root, e.to)}`,
    ),
  }));
}

/** The baseline file's text for the given deep imports. */
export function baselineText(imports) {
  const byFrom = {};
  for (const i of imports) (byFrom[i.from] ??= new Set()).add(i.to);
  const sorted = Object.fromEntries(
    Object.keys(byFrom)
      .sort()
      .map((k) => [k, [...byFrom[k]].sort()]),
  );
  return JSON.stringify(sorted, null, 2) + "\n";
}
