// Size budgets (ADR 051), run by CI after `next build` (scripts/test-all.mjs) and by `npm run budgets`:
// measures each route's first-load JavaScript and each prerendered page's HTML, gzipped, and fails
// with the difference when one is over its budget in budgets.json or has none.
// `npm run budgets -- --write` records today's sizes plus the margin (after a change that is meant
// to grow a page: say why in the commit). Options: --dist <.next dir>, --budgets <file>.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { budgetsFrom, checkBudgets, describeFindings, type Budgets } from "../lib/build/budgets";
import { measureBuild } from "../lib/build/build-sizes";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const dist = path.resolve(option("--dist", ".next"));
const budgetsFile = path.resolve(option("--budgets", "budgets.json"));

try {
  const measured = measureBuild(dist);
  if (args.includes("--write")) {
    const previous = existsSync(budgetsFile) ? (JSON.parse(readFileSync(budgetsFile, "utf8")) as Budgets) : undefined;
    writeFileSync(budgetsFile, `${JSON.stringify(budgetsFrom(measured, previous?.margin), null, 2)}\n`);
    console.log(`Budgets: wrote ${path.relative(process.cwd(), budgetsFile)} from this build`);
  } else {
    const budgets = JSON.parse(readFileSync(budgetsFile, "utf8")) as Budgets;
    const findings = checkBudgets(measured, budgets);
    const count = Object.keys(measured.routes).length + Object.keys(measured.pages).length;
    if (findings.length) {
      console.error(`Size budgets: ${findings.length} of ${count} over budget or without one (gzip):`);
      console.error(describeFindings(findings));
      console.error("A deliberate growth: `npm run budgets -- --write` and say why in the commit.");
      process.exit(1);
    }
    console.log(`Size budgets: ${count} routes and pages within budgets.json (gzip)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
