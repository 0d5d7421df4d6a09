import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * `next build` reads .env files, and with `output: "standalone"` it copies the two it loaded for
 * production, `.env` and `.env.production`, into `.next/standalone/` (Next 16.4: build/index.js,
 * writeStandaloneDirectory). That directory is the Docker image's runtime, so every secret in those
 * files would ship in the image. `.env.local` and `.env.production.local` are read but never copied
 * (ADR 049).
 */
export const ENV_FILES_NEXT_COPIES = [".env", ".env.production"] as const;

const isEnvFile = (name: string) => /^\.env(\..+)?$/.test(name) && name !== ".env.example";

/** The files in `dir` that `next build` would copy into the standalone output. */
export function envFilesNextWouldCopy(dir: string): string[] {
  return ENV_FILES_NEXT_COPIES.filter((name) => existsSync(path.join(dir, name)));
}

/**
 * Every .env file (not .env.example) in `dir`, or below it when `recursive` (dependencies' folders
 * skipped: a package's own files are not our secrets). Paths relative to `dir`.
 */
export function envFilesIn(dir: string, { recursive = false } = {}): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(path.join(dir, at), { withFileTypes: true })) {
      const rel = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (recursive && entry.name !== "node_modules") walk(rel);
      } else if (isEnvFile(entry.name)) found.push(rel);
    }
  };
  if (existsSync(dir)) walk("");
  return found.sort();
}

/** next.config.ts at `next build`: refuse to make a standalone output that would hold these files. */
export function assertNoEnvFileForStandalone(dir: string): void {
  const files = envFilesNextWouldCopy(dir);
  if (!files.length) return;
  throw new Error(
    `${files.join(" and ")} would be copied into .next/standalone (the Docker image's runtime) by next build. ` +
      "Put local settings in .env.local (read, never copied) or in the environment, and remove " +
      `${files.length > 1 ? "them" : "it"} (ADR 049).`,
  );
}
