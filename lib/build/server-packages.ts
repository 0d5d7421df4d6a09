import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The packages our production server (scripts/server.mjs) imports itself, beside Next's handler: the
 * app never imports them, so Next's trace would leave them out of the standalone output the Docker
 * image runs (ADR 088).
 */
export const SERVER_ONLY_PACKAGES = ["compression"] as const;

function folderOf(name: string, from: string): string {
  const require = createRequire(path.join(from, "package.json"));
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return dir;
}

/**
 * Each package's folder and those of everything it depends on, relative to `root` (as
 * `outputFileTracingIncludes` globs them), nested copies included.
 */
export function packageFolders(names: readonly string[], root = process.cwd()): string[] {
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = folderOf(name, from);
    const rel = path.relative(root, dir);
    if (seen.has(rel)) return;
    seen.add(rel);
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir);
  };
  for (const name of names) visit(name, root);
  return [...seen].sort();
}
