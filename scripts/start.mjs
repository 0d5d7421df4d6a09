// `npm start`: build once if there is no production build, then serve it with scripts/server.mjs.
// With DATABASE_URL it migrates PostgreSQL first (`npm run db:migrate`); the server opens the database
// at start-up (the embedded one migrates itself and is seeded when empty) — see instrumentation.ts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { needsCspStep } from "./csp-step.mjs";

// .env, .env.local, .env.production… as Next reads them, so this script sees what the server will.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!existsSync(".next/BUILD_ID") || process.env.FORCE_BUILD === "1") {
  console.log("No production build yet: running `next build` (about a minute)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The static pages' script hashes (ADR 005), as `npm run build` does after `next build`: whenever
// the manifest is missing or belongs to another build.
if (needsCspStep(".next")) {
  const hashes = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/server-only.mjs", "scripts/csp-hashes.ts"],
    { stdio: "inherit", env },
  );
  if (hashes.status !== 0) process.exit(hashes.status ?? 1);
}

// PostgreSQL is shared by every instance: migrating it is a deploy step, run here once before serving
// (two deploys at once are safe: the runner holds an advisory lock). The embedded database migrates
// itself at start-up.
if (process.env.DATABASE_URL) {
  const migrate = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/server-only.mjs", "scripts/db-migrate.ts"],
    { stdio: "inherit", env },
  );
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";
// A local production run needs no APP_URL (the server requires it in production): only when bound to loopback.
if (!env.APP_URL && ["127.0.0.1", "localhost", "::1"].includes(host))
  env.APP_URL = `http://${host === "::1" ? "[::1]" : host}:${port}`;
console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
// Our server around Next's request handler: it tells the app the socket's address (scripts/server.mjs).
const server = spawn(
  process.execPath,
  [fileURLToPath(new URL("./server.mjs", import.meta.url)), "--hostname", host, "--port", port],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
