/**
 * The chunks a page runs at load compile off the main thread (issue 19, ADR 037). A chunk's module
 * factories are functions V8 compiles lazily: only the first call, on the main thread, parses and
 * compiles them in full, and React's and the router's factories are called at start-up, so that
 * compile was most of the page's one long task. V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` at the top of a script, makes it compile every function in the file
 * eagerly while the script streams in, on a background thread. Only chunks that run at load get it
 * (the framework, the layouts and the pages' first-load islands); code loaded later (a schema at the
 * first touch, a later wizard step) stays lazily compiled, and so does a small chunk: one under
 * HINT_MIN_BYTES compiles in well under a millisecond, while the comment would add ~30 bytes to the
 * first load of every page that loads it. Browsers without the hint read a comment.
 */
import path from "node:path";
import { paintFirstScripts } from "./paint-first";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** Chunks smaller than this are left as they are (React's and the router's chunks are 30-235 kB). */
export const HINT_MIN_BYTES = 30_000;

/** Whether a load-time chunk of `bytes` gets the hint. */
export const worthHinting = (bytes: number) => bytes >= HINT_MIN_BYTES;

/** The chunk with the hint at its top; a chunk that has it already is returned as it is. */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}${js}`;
}

/**
 * The files under `dist` (the build's `.next`) that some page runs at load: every route's first-load
 * chunks (`diagnostics/route-bundle-stats.json`, paths as `.next/static/...`) and what each
 * prerendered page's HTML loads after its first paint (ADR 032), islands included.
 */
export function loadTimeChunks(
  dist: string,
  routeStats: { firstLoadChunkPaths: string[] }[],
  prerenderedHtml: Iterable<string>,
): string[] {
  const files = new Set<string>();
  for (const route of routeStats)
    for (const chunk of route.firstLoadChunkPaths) {
      const inStatic = /(?:^|\/)(static\/.+\.js)$/.exec(chunk)?.[1];
      if (inStatic) files.add(path.join(dist, inStatic));
    }
  for (const html of prerenderedHtml)
    for (const src of paintFirstScripts(html)) {
      const inStatic = /^\/_next\/(static\/.+\.js)$/.exec(src)?.[1];
      if (inStatic) files.add(path.join(dist, inStatic));
    }
  return [...files].sort();
}
