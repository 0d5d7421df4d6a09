// Route JavaScript budgets (issue 19): gzipped first-load JS over the framework's own chunks. Routes
// rendered on demand (portals, /application) from .next/diagnostics/route-bundle-stats.json; the
// prerendered marketing pages from what their HTML asks for (run `next build` first).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { reportRow } from "./lib/report";

const file = path.join(process.cwd(), ".next", "diagnostics", "route-bundle-stats.json");
if (!existsSync(file)) {
  console.log("bundle report skipped: run `next build` first");
  process.exit(0);
}
const stats = JSON.parse(readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
const cache = new Map<string, number>();
const gz = (p: string) => {
  if (!cache.has(p)) cache.set(p, gzipSync(readFileSync(path.join(process.cwd(), p))).length);
  return cache.get(p)!;
};
const rows = stats.map((s) => ({
  route: s.route,
  kb: s.firstLoadChunkPaths.reduce((sum, p) => sum + gz(p), 0) / 1024,
}));
const baseline = rows.find((r) => r.route === "/_not-found")?.kb ?? Math.min(...rows.map((r) => r.kb));
const portals = ["/client", "/partner", "/broker-portal", "/staff", "/signin", "/application", "/dev", "/account"];
const isPortal = (route: string) => portals.some((p) => route === p || route.startsWith(`${p}/`));
// The manifest's list per route, for reference. It has one entry for every `[...slug]` page and leaves
// out what a page loads through next/dynamic, so the marketing budget is checked from the HTML below.
for (const r of rows.sort((a, b) => a.route.localeCompare(b.route)))
  console.log(
    `${r.route.padEnd(34)} ${r.kb.toFixed(1).padStart(7)} kB gzip  (+${(r.kb - baseline).toFixed(1)} kB over /_not-found)`,
  );
console.log(`/_not-found (the framework and the root layout) ${baseline.toFixed(1)} kB`);

// Issue 19's rows: first-load JS over the framework (Next's and React's own chunks, the build manifest's
// rootMainFiles, which every route loads), not over /_not-found, which also carries our root layout.
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "build-manifest.json"), "utf8")) as {
  rootMainFiles?: string[];
};
const framework = (manifest.rootMainFiles ?? []).reduce((sum, p) => sum + gz(path.join(".next", p)), 0) / 1024;
console.log(
  `framework (rootMainFiles) ${framework.toFixed(1)} kB; root layout on top of it ${(baseline - framework).toFixed(1)} kB`,
);
const row = (what: string, route: string, budget: number) => {
  const found = rows.find((r) => r.route === route);
  if (!found) return;
  const kb = found.kb - framework;
  reportRow({
    what: `first-load JS ${what}`,
    target: `+${budget} kB gzip`,
    measured: `+${kb.toFixed(1)} kB over the framework (${framework.toFixed(1)} kB)`,
    ok: kb <= budget,
  });
};

// Marketing pages are prerendered: what a browser loads first is what each page's HTML asks for
// (`<script src>` and script preloads, not the `noModule` polyfills a modern browser skips), which
// includes the islands a page renders through next/dynamic.
const appDir = path.join(process.cwd(), ".next", "server", "app");
const htmlScripts = (html: string) =>
  new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/noModule/i.test(tag) && (tag.startsWith("<script") || /as="script"/.test(tag)))
      .map((tag) => /(?:src|href)="\/_next\/(static\/[^"]+\.js)"/.exec(tag)?.[1])
      .filter((p): p is string => !!p),
  );
const pages = readdirSync(appDir)
  .filter((f) => f.endsWith(".html") && !f.startsWith("_"))
  .map((f) => {
    const scripts = htmlScripts(readFileSync(path.join(appDir, f), "utf8"));
    const kb = [...scripts].reduce((sum, p) => sum + gz(path.join(".next", p)), 0) / 1024;
    return { route: f === "index.html" ? "/" : `/${f.replace(/\.html$/, "")}`, kb };
  })
  .filter((p) => !isPortal(p.route))
  .sort((a, b) => b.kb - a.kb);
console.log("\nprerendered pages, JS their HTML loads (gzip, over the framework):");
for (const p of pages) console.log(`${p.route.padEnd(34)} +${(p.kb - framework).toFixed(1)} kB`);
const worst = pages[0];
if (worst)
  reportRow({
    what: `first-load JS marketing (worst: ${worst.route})`,
    target: "+15 kB gzip",
    measured: `+${(worst.kb - framework).toFixed(1)} kB over the framework (${framework.toFixed(1)} kB), from its HTML`,
    ok: worst.kb - framework <= 15,
  });
row("/application", "/application", 50);
for (const portal of ["/client", "/partner", "/staff", "/staff/admin", "/client/applications/[id]/complete"])
  row(portal, portal, 60);
