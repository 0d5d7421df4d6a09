// Post-build step (`npm run build` runs it after `next build`): first rewrite every prerendered page
// to arrive whole (its deferred Suspense boundaries in place: lib/http/inline-boundaries.ts, ADR 036)
// and to paint before it loads its JavaScript (lib/http/paint-first.ts, ADR 032), in the build and in
// its standalone copy; then put V8's compile hint at the top of every chunk a page runs at load
// (lib/http/compile-hints.ts, ADR 037); then hash the inline scripts of every prerendered page into .next/csp-hashes.json,
// which proxy.ts turns into each static page's script-src (ADR 005). Fails the build when a page
// would get a policy that blocks its own scripts. Running it twice changes nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCspManifest } from "../lib/http/csp-hashes";
import { loadTimeChunks, withCompileHint, worthHinting } from "../lib/http/compile-hints";
import { CSP_MANIFEST_FILE, readBuildOutput } from "../lib/http/csp-manifest";
import { inlineBoundaries } from "../lib/http/inline-boundaries";
import { paintFirst } from "../lib/http/paint-first";
import { isDynamicPage } from "../lib/http/security-headers";

const dist = path.resolve(process.argv[2] ?? ".next");
try {
  // Every copy Next serves a prerendered page from: server/app, the route cache `next build` fills
  // (server/route-cache), and the standalone output's copies of both.
  let rewritten = 0;
  const prerendered: string[] = [];
  for (const root of [dist, path.join(dist, "standalone", ".next")]) {
    for (const dir of ["app", "route-cache"]) {
      const base = path.join(root, "server", dir);
      if (!existsSync(base)) continue;
      for (const entry of readdirSync(base, { recursive: true, encoding: "utf8" })) {
        if (!entry.endsWith(".html")) continue;
        const file = path.join(base, entry);
        const html = readFileSync(file, "utf8");
        const painted = paintFirst(inlineBoundaries(html));
        if (root === dist) prerendered.push(painted);
        if (painted !== html) {
          writeFileSync(file, painted);
          rewritten += 1;
        }
      }
    }
  }
  if (rewritten)
    console.log(
      `Paint first: ${rewritten} prerendered HTML files arrive whole and load their scripts after the first frame`,
    );
  const stats = path.join(dist, "diagnostics", "route-bundle-stats.json");
  const routeStats = existsSync(stats)
    ? (JSON.parse(readFileSync(stats, "utf8")) as { firstLoadChunkPaths: string[] }[])
    : [];
  let hinted = 0;
  for (const file of loadTimeChunks(dist, routeStats, prerendered)) {
    if (!existsSync(file)) continue;
    const js = readFileSync(file, "utf8");
    if (!worthHinting(Buffer.byteLength(js))) continue;
    const hintedJs = withCompileHint(js);
    if (hintedJs !== js) {
      writeFileSync(file, hintedJs);
      hinted += 1;
    }
  }
  if (hinted) console.log(`Compile hints: ${hinted} chunks that run at load compile while they stream in`);
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
