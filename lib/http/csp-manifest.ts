import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { logger } from "@/lib/observability";
import { z, singleLine } from "@/lib/validation/client";
import { buildCspManifest, prerenderedHtmlFile, type BuildOutput } from "./csp-hashes";
import { isDynamicPage, type CspHashManifest } from "./security-headers";

/**
 * The build's inline-script hashes per prerendered route, read once by the proxy (ADR 005). Written by
 * scripts/csp-hashes.ts right after `next build`, where it can fail the build. A manifest from another
 * build is never used: its hashes would not match the HTML now being served.
 */
export const CSP_MANIFEST_FILE = "csp-hashes.json";

// A hash goes verbatim into a response header: accept nothing but a well-formed SHA-256 source.
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const manifestSchema = z.object({
  version: z.literal(1),
  buildId: singleLine().min(1),
  pages: z.record(singleLine().startsWith("/"), z.array(singleLine().regex(HASH_SOURCE))),
});

export function parseCspManifest(json: string, buildId: string): CspHashManifest {
  const manifest = manifestSchema.parse(JSON.parse(json));
  if (manifest.buildId !== buildId) throw new Error(`it belongs to build ${manifest.buildId}, not ${buildId}`);
  return manifest;
}

/** What buildCspManifest needs from a `next build` output directory. */
export function readBuildOutput(distDir: string): BuildOutput {
  const read = (...parts: string[]) => readFileSync(path.join(/*turbopackIgnore: true*/ distDir, ...parts), "utf8");
  return {
    buildId: read("BUILD_ID").trim(),
    prerender: JSON.parse(read("prerender-manifest.json")),
    appPaths: JSON.parse(read("app-path-routes-manifest.json")),
    readHtml: (route) => {
      const file = path.join("server", "app", prerenderedHtmlFile(route));
      return existsSync(path.join(/*turbopackIgnore: true*/ distDir, file)) ? read(file) : null;
    },
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The manifest of the build in `distDir`. When the file is missing or stale (`next build` run without
 * the post-build step) the same hashes are derived from the build output here, once; when even that
 * fails, null: static pages then get script-src 'self' alone, which is safe but blocks their scripts.
 */
export function readCspManifest(distDir: string): CspHashManifest | null {
  let build: BuildOutput;
  try {
    build = readBuildOutput(distDir);
  } catch (error) {
    logger.error(
      { distDir, reason: message(error) },
      "csp: no production build; static pages get script-src 'self' only",
    );
    return null;
  }
  try {
    return parseCspManifest(
      readFileSync(path.join(/*turbopackIgnore: true*/ distDir, CSP_MANIFEST_FILE), "utf8"),
      build.buildId,
    );
  } catch (error) {
    try {
      const manifest = buildCspManifest(build, isDynamicPage);
      logger.warn(
        { file: CSP_MANIFEST_FILE, reason: message(error) },
        "csp: manifest unusable; hashed the prerendered pages at start-up instead (build with `npm run build`)",
      );
      return manifest;
    } catch (buildError) {
      logger.error(
        { reason: message(buildError) },
        "csp: no hashes; static pages get script-src 'self' only and will not hydrate",
      );
      return null;
    }
  }
}

let loaded: { manifest: CspHashManifest | null } | undefined;

/** The production build's manifest, read lazily on first use and kept for the life of the server. */
export function cspHashManifest(): CspHashManifest | null {
  loaded ??= { manifest: readCspManifest(path.join(/*turbopackIgnore: true*/ process.cwd(), ".next")) };
  return loaded.manifest;
}
