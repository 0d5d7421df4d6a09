// Starting production builds for the browser benchmarks (lighthouse.ts, vitals.ts): the app and the
// plain baseline app are both served by the app's production server (scripts/server.mjs, what
// `npm start` and the Docker image run: Next's handler behind our compression, ADR 088) on 127.0.0.1,
// the app on a throwaway embedded database. Everything started here is stopped by the returned `stop`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { until } from "./process";

const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");
const productionServer = path.join(process.cwd(), "scripts", "server.mjs");
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** The plain create-next-app page the browser benchmarks compare with (scripts/bench/plain-app). */
export const PLAIN_APP_DIR = path.join(process.cwd(), "scripts", "bench", "plain-app");

/** Builds the plain app with the repository's own Next when it has no build yet (or `force`). */
export function buildPlainApp(force = false) {
  if (!force && existsSync(path.join(PLAIN_APP_DIR, ".next", "BUILD_ID"))) return;
  console.log("building the plain baseline app (scripts/bench/plain-app)...");
  const build = spawnSync(process.execPath, [nextBin, "build", PLAIN_APP_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...baseEnv, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("the plain app's `next build` failed");
}

export type Served = { origin: string; stop: () => void };

/**
 * The production server for the build in `dir` (the repository root for the app) on `port`; resolves
 * once `readyPath` answers. The app gets a fresh embedded database and `extraEnv`.
 */
export async function serveNext(
  dir: string,
  port: number,
  { readyPath = "/", extraEnv = {} }: { readyPath?: string; extraEnv?: Record<string, string> } = {},
): Promise<Served> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bizfund-bench-"));
  const server = spawn(process.execPath, [productionServer, "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    stdio: "ignore",
    env: { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: "", APP_URL: origin, DEV_LOGINS: "0", ...extraEnv },
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until(async () => exited || (await fetch(`${origin}${readyPath}`)).ok, 120_000, `${origin}${readyPath}`);
    if (exited) throw new Error(`the server for ${dir} exited at start-up`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
