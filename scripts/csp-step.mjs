// Whether the build in `.next` still needs its one post-build step, the static pages' CSP hashes
// (scripts/csp-hashes.ts, ADR 005). The manifest names the build it was made for: a manifest left by
// an earlier build (someone ran `next build` alone since) is stale and the step runs again.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The build id the CSP manifest in `distDir` was made for, or null when there is none to read. */
function manifestBuildId(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "csp-hashes.json"), "utf8"));
    return typeof manifest?.buildId === "string" ? manifest.buildId : null;
  } catch {
    return null;
  }
}

/** True when `distDir` holds a build whose CSP manifest is missing, unreadable or another build's. */
export function needsCspStep(distDir) {
  const buildIdFile = path.join(distDir, "BUILD_ID");
  if (!existsSync(buildIdFile)) return false;
  return manifestBuildId(distDir) !== readFileSync(buildIdFile, "utf8").trim();
}
