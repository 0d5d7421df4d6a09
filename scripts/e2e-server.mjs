// The server Playwright tests: our production server (scripts/server.mjs) with the production build
// on 127.0.0.1, on a throwaway embedded database (fresh each run, seeded at start-up), with the
// development logins enabled.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bizfund-e2e-"));
const port = process.env.E2E_PORT ?? "3100";
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  DEV_LOGINS: "1",
  // Issue 16: simulated lenders answer within a second or two (each step is a delayed job).
  SIMULATED_LENDER_DELAY_SECONDS: "1",
  // Issue 33 (ADR 056, 071): the fake bank-data intermediary and check services in the production build.
  ALLOW_FAKE_BANK_DATA: "1",
  ALLOW_FAKE_CHECKS: "1",
  APP_URL: `http://127.0.0.1:${port}`,
  // ADR 073: the partner-API spec's webhook receiver listens on this machine (test-only allowlist).
  WEBHOOK_TEST_ALLOW_HOSTS: "127.0.0.1",
  DATABASE_URL: "",
};
const server = spawn(
  process.execPath,
  [path.join(scriptsDir, "server.mjs"), "--hostname", "127.0.0.1", "--port", port],
  { stdio: "inherit", env },
);
const stop = () => {
  server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
