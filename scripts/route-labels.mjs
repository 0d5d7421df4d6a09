// The route label of the request metrics (scripts/observability.mjs): the app route a path matched,
// from a fixed table, so anonymous requests cannot add series. Labelling by the path itself, ids
// folded, kept any segment without a digit: 2,000 requests to /api/<random>/<random> took the
// /api/metrics scrape from 315 to 30,315 lines (issue #39 item 2). Plain JavaScript: the production
// server loads it before Next.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What a path no route matches is labelled (with a catch-all route in the table, nothing is). */
export const UNMATCHED = "unmatched";
/** Next's own assets and data, one label for all. */
export const NEXT_ASSETS = "/_next/*";

const LEAF = /^(page|route)\.(js|jsx|ts|tsx|md|mdx)$/;
// Metadata files that Next serves at a route of their own (app/robots.ts is /robots.txt).
const METADATA_ROUTES = [
  [/^robots\.(js|ts|txt)$/, "robots.txt"],
  [/^sitemap\.(js|ts|xml)$/, "sitemap.xml"],
  [/^manifest\.(js|ts|json|webmanifest)$/, "manifest.webmanifest"],
];
const METADATA_IMAGE = /^(icon|apple-icon|favicon|opengraph-image|twitter-image)\d*\.(ico|jpe?g|png|gif|svg)$/;

/**
 * The route templates of an app/ directory, as Next names them (`/api/leads/[id]`): route groups
 * and parallel-route slots add no segment, private `_folders` are not routes.
 */
export function routeTemplatesFromApp(appDir) {
  const templates = new Set();
  const walk = (dir, segments) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      if (entry.isDirectory()) {
        if (name.startsWith("_")) continue;
        const silent = /^\(.*\)$/.test(name) || name.startsWith("@");
        walk(path.join(dir, name), silent ? segments : [...segments, name]);
        continue;
      }
      const at = (last) => `/${[...segments, last].filter(Boolean).join("/")}`;
      if (LEAF.test(name)) templates.add(at(""));
      else if (METADATA_IMAGE.test(name)) templates.add(at(name));
      else for (const [file, route] of METADATA_ROUTES) if (file.test(name)) templates.add(at(route));
    }
  };
  walk(appDir, []);
  return [...templates].sort();
}

/** The route templates of a build (`.next/app-path-routes-manifest.json`, in the standalone output too), or null. */
export function routeTemplatesFromBuild(dir) {
  const file = path.join(dir, ".next", "app-path-routes-manifest.json");
  if (!existsSync(file)) return null;
  return [...new Set(Object.values(JSON.parse(readFileSync(file, "utf8"))))].sort();
}

// How specific a template segment is, as Next ranks them: a static name, then [id], then
// [...rest], then [[...rest]]; no segment at all (a shorter template) before any of them.
const STATIC = 0;
const DYNAMIC = 1;
const CATCH_ALL = 2;
const OPTIONAL_CATCH_ALL = 3;
function kind(segment) {
  if (segment === undefined) return -1;
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return OPTIONAL_CATCH_ALL;
  if (/^\[\.\.\..+\]$/.test(segment)) return CATCH_ALL;
  if (/^\[.+\]$/.test(segment)) return DYNAMIC;
  return STATIC;
}

function bySpecificity(a, b) {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const d = kind(a.segments[i]) - kind(b.segments[i]);
    if (d !== 0) return d;
  }
  return 0;
}

function matches(segments, parts) {
  for (let i = 0; i < segments.length; i++) {
    const k = kind(segments[i]);
    if (k === OPTIONAL_CATCH_ALL) return true;
    if (k === CATCH_ALL) return parts.length > i;
    if (i >= parts.length) return false;
    if (k === STATIC && segments[i] !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

/**
 * A function from a request's URL to its label: the most specific route template that matches the
 * path (`/api/leads/[id]`), a public file or folder (`/assets/*`), Next's assets, else `unmatched`.
 * Every label comes from `routes`, `publicEntries` or the two constants: the set is fixed.
 */
export function routeLabeller({ routes = [], publicEntries = [] } = {}) {
  const table = routes.map((template) => ({ template, segments: template.split("/").filter(Boolean) }));
  table.sort(bySpecificity);
  const files = new Set(publicEntries.filter((e) => !e.directory).map((e) => `/${e.name}`));
  const folders = publicEntries.filter((e) => e.directory).map((e) => `/${e.name}/`);
  return (url) => {
    const pathname = (url ?? "").split("?")[0];
    if (!pathname.startsWith("/")) return UNMATCHED;
    if (pathname.startsWith("/_next/")) return NEXT_ASSETS;
    if (files.has(pathname)) return pathname;
    const folder = folders.find((f) => pathname.startsWith(f));
    if (folder) return `${folder}*`;
    const parts = pathname.split("/").filter(Boolean);
    return table.find((route) => matches(route.segments, parts))?.template ?? UNMATCHED;
  };
}

/** The top-level entries of the public directory (Next serves them before any route). */
export function publicEntries(publicDir) {
  if (!existsSync(publicDir)) return [];
  return readdirSync(publicDir, { withFileTypes: true }).map((e) => ({ name: e.name, directory: e.isDirectory() }));
}

/**
 * The labeller for the app in `dir`: its build's route table (what the server serves), else its
 * app/ directory (a checkout without a build). `source` says which; "none" labels every route
 * `unmatched`.
 */
export function loadRouteLabeller(dir) {
  const built = routeTemplatesFromBuild(dir);
  const appDir = path.join(dir, "app");
  const routes = built ?? (existsSync(appDir) ? routeTemplatesFromApp(appDir) : []);
  const source = built ? "build" : routes.length ? "app" : "none";
  return { label: routeLabeller({ routes, publicEntries: publicEntries(path.join(dir, "public")) }), routes, source };
}
