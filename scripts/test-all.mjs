// `npm test`: everything CI runs, in order — lint, typecheck, vitest (unit + database integration on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), next build, size budgets, Playwright against the
// production build — then ONE closing line "N passed, N failed" summing every suite.
// Lint, typecheck and build count as one check each. Exit code is non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

// Package binaries by path (some packages do not export their bin files).
const bin = (pkg, file) => path.join(process.cwd(), "node_modules", pkg, file);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
const results = [];
mkdirSync("test-results", { recursive: true });

function run(name, args, extraEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(
    `=== ${name}: ${r.status === 0 ? "ok" : `failed (exit ${r.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

function check(name, args, extraEnv) {
  const ok = run(name, args, extraEnv);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: run `apt-get install -y chromium` as root.");
    return false;
  }
  console.log("Installing Debian's Chromium for Playwright...");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return update.status === 0 && install.status === 0 && existsSync("/usr/bin/chromium");
}

check("lint", [bin("eslint", "bin/eslint.js"), "--max-warnings", "0", "."]);
check("format (prettier --check)", [bin("prettier", "bin/prettier.cjs"), "--check", "."]);
check("docs: lib/ module list (npm run docs:modules)", [
  "--import",
  "tsx",
  "scripts/architecture-modules.ts",
  "--check",
]);
// Domains entered by their front doors, no runtime import cycle in lib/ (ADR 086; also in `npm run lint`).
check("imports: front doors, no runtime cycle", ["--import", "tsx", "scripts/check-imports.ts"]);
check("typecheck", [bin("typescript", "bin/tsc"), "--noEmit"]);

rmSync("test-results/vitest.json", { force: true });
const vitestOk = run("vitest (unit + database integration)", [
  bin("vitest", "vitest.mjs"),
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  const failed = vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  results.push({
    name: "vitest",
    passed: vitest.numPassedTests,
    failed,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
} else {
  results.push({ name: "vitest", passed: 0, failed: 1, skipped: 0 });
}

const built =
  check("next build", [bin("next", "dist/bin/next"), "build"], { NODE_ENV: "production" }) &&
  check("CSP hashes of the static pages", [
    "--import",
    "tsx",
    "--import",
    "./scripts/server-only.mjs",
    "scripts/csp-hashes.ts",
  ]) && // ADR 005, as in `npm run build`
  // No secret in what the Docker image ships: Next copies .env files into the standalone output (ADR 049).
  check("no .env file in the standalone output", [
    "--import",
    "tsx",
    "scripts/check-env-files.ts",
    "--standalone",
    ".next/standalone",
  ]);
// What the build sends, gzipped, against budgets.json (ADR 051): a deterministic gate, unlike timings.
if (built) check("size budgets (budgets.json)", ["--import", "tsx", "scripts/check-budgets.ts"]);

if (!built) {
  results.push({ name: "playwright (not run: build failed)", passed: 0, failed: 1, skipped: 0 });
} else if (!ensureChromium()) {
  results.push({ name: "playwright (no Chromium)", passed: 0, failed: 1, skipped: 0 });
} else {
  rmSync("test-results/playwright.json", { force: true });
  const e2eOk = run("playwright (production build, Chromium)", [bin("@playwright/test", "cli.js"), "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/playwright.json",
  });
  const report = readJson("test-results/playwright.json");
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const failed = unexpected + (e2eOk || unexpected > 0 ? 0 : 1);
    results.push({ name: "playwright", passed: expected + flaky, failed, skipped });
  } else {
    results.push({ name: "playwright", passed: 0, failed: 1, skipped: 0 });
  }
}

console.log("\n=== Summary ===");
for (const r of results)
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`);
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed > 0 ? 1 : 0);
