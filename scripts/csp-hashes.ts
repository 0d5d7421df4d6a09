// The one post-build step (`npm run build` runs it after `next build`; `npm start` when the manifest
// is missing or another build's, scripts/csp-step.mjs): hashes the inline scripts of every
// prerendered page into .next/csp-hashes.json, which proxy.ts turns into each static page's
// script-src (ADR 005). It reads Next's output and never changes it. Fails the build when a page
// would get a policy that blocks its own scripts.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildCspManifest } from "../lib/http/csp-hashes";
import { CSP_MANIFEST_FILE, readBuildOutput } from "../lib/http/csp-manifest";
import { isDynamicPage } from "../lib/http/security-headers";

const dist = path.resolve(process.argv[2] ?? ".next");
try {
  const manifest = buildCspManifest(readBuildOutput(dist), isDynamicPage);
  writeFileSync(path.join(dist, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  const counts = Object.values(manifest.pages).map((h) => h.length);
  console.log(
    `CSP: hashed the inline scripts of ${counts.length} static pages (${Math.min(...counts)}-${Math.max(...counts)} each) into ${path.join(path.relative(process.cwd(), dist), CSP_MANIFEST_FILE)}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
