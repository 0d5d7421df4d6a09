import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Sizes } from "./budgets";

/** A file's gzipped size at zlib's default level (what Node's and nginx's gzip send, give or take). */
const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/** A chunk path as route-bundle-stats.json writes it (`.next/static/...`), in `dist`. */
function chunkFile(dist: string, chunk: string): string | null {
  const inStatic = /(?:^|\/)(static\/.+\.js)$/.exec(chunk)?.[1];
  return inStatic ? path.join(dist, inStatic) : null;
}

/** "index.html" → "/", "newsletter/confirmed.html" → "/newsletter/confirmed". */
const routeOf = (htmlFile: string) =>
  htmlFile === "index.html"
    ? "/"
    : `/${htmlFile
        .replace(/\.html$/, "")
        .split(path.sep)
        .join("/")}`;

/**
 * What the build in `dist` (a `.next` directory) sends, gzipped: each route's first-load JavaScript
 * as Next lists it (`diagnostics/route-bundle-stats.json`), and each prerendered page's HTML
 * (`server/app/**.html`). Pages rendered per request (portals) have no HTML at build time.
 */
export function measureBuild(dist: string): Sizes {
  const statsFile = path.join(dist, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`next build\` first`);
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  const cache = new Map<string, number>();
  const size = (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipBytes(file));
    return cache.get(file)!;
  };
  const routes: Record<string, number> = {};
  for (const { route, firstLoadChunkPaths } of stats) {
    const files = [...new Set(firstLoadChunkPaths.map((c) => chunkFile(dist, c)).filter((f): f is string => !!f))];
    routes[route] = files.reduce((sum, f) => sum + size(f), 0);
  }
  const pages: Record<string, number> = {};
  const appDir = path.join(dist, "server", "app");
  for (const entry of readdirSync(appDir, { recursive: true, encoding: "utf8" }))
    if (entry.endsWith(".html")) pages[routeOf(entry)] = gzipBytes(path.join(appDir, entry));
  return { routes, pages };
}
