import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { budgetsFrom, checkBudgets, describeFindings } from "./budgets";
import { measureBuild } from "./build-sizes";

const fixture = path.join(process.cwd(), "tests", "fixtures", "build-budgets", "dist");
const gz = (...parts: string[]) => gzipSync(readFileSync(path.join(fixture, ...parts))).length;
const temp: string[] = [];
afterEach(() => temp.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** scripts/check-budgets.ts on the fixture build with these budgets, as CI runs it. */
function runCheck(budgets: object) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "budgets-"));
  temp.push(dir);
  const file = path.join(dir, "budgets.json");
  writeFileSync(file, JSON.stringify(budgets));
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/check-budgets.ts", "--dist", fixture, "--budgets", file],
    { encoding: "utf8" },
  );
}

describe("measureBuild", () => {
  it("sums each route's first-load chunks gzipped, each chunk once, and gzips each prerendered page", () => {
    expect(measureBuild(fixture)).toEqual({
      routes: {
        "/": gz("static/chunks/framework.js") + gz("static/chunks/home.js"),
        "/guides/[slug]": gz("static/chunks/framework.js") + gz("static/chunks/guides.js"),
      },
      pages: { "/": gz("server/app/index.html"), "/guides/cash-flow": gz("server/app/guides/cash-flow.html") },
    });
  });
});

describe("size budgets", { timeout: 30_000 }, () => {
  const measured = measureBuild(fixture);

  it("passes a build within its budgets (today's sizes plus the margin)", () => {
    const budgets = budgetsFrom(measured);
    expect(checkBudgets(measured, budgets)).toEqual([]);
    expect(budgets.routes["/"]).toBe(measured.routes["/"]! + 512);
    const check = runCheck(budgets);
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(check.stdout).toContain("4 routes and pages within budgets.json");
  });

  it("fails CI with the difference when a route's JavaScript or a page's HTML grows past its budget", () => {
    const budgets = budgetsFrom(measured);
    budgets.routes["/"] = measured.routes["/"]! - 100;
    budgets.pages["/guides/cash-flow"] = measured.pages["/guides/cash-flow"]! - 1;
    const findings = checkBudgets(measured, budgets);
    expect(findings.map((f) => `${f.kind} ${f.key}`)).toEqual(["route JS /", "page HTML /guides/cash-flow"]);
    expect(describeFindings(findings)).toContain("(+100 bytes, ");

    const check = runCheck(budgets);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Size budgets: 2 of 4 over budget or without one (gzip):");
    expect(check.stderr).toMatch(/route JS \/: [\d.]+ kB gzip > budget [\d.]+ kB \(\+100 bytes, \+[\d.]+%\)/);
    expect(check.stderr).toContain("page HTML /guides/cash-flow:");
  });

  it("fails for a route or page that has no budget yet", () => {
    const budgets = budgetsFrom(measured);
    delete budgets.pages["/"];
    const check = runCheck(budgets);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/page HTML \/: [\d.]+ kB gzip, no budget in budgets.json/);
  });
});
