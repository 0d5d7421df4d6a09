/**
 * The import graph of the source tree and the two rules on it (issue #38 item 5, ADR 086):
 *
 * - Front doors: a module outside `lib/<domain>/` imports that domain only through its doors,
 *   `@/lib/<domain>` (index.ts, the server door) or `@/lib/<domain>/client` (client.ts, the
 *   client-safe door: nothing in it reaches `server-only`). Files inside a domain import each other
 *   freely; tests and scripts may reach inside (they test and operate the internals).
 * - No runtime cycles in lib/: an edge is any import that survives compilation (a static import, a
 *   re-export, a side-effect import, a dynamic `import()`); `import type` and imports whose every
 *   name is marked `type` are erased and are not edges. A dynamic import that closes a loop is a
 *   cycle all the same: it only defers it.
 *
 * Shared by the ESLint rule (eslint/front-doors.mjs), `scripts/check-imports.ts` (npm run lint)
 * and the codemod (scripts/codemods/front-doors.ts). Plain JavaScript so ESLint's config loads it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The doors a domain may be entered by, as paths relative to `lib/<domain>/` without extension. */
export const DOORS = ["index", "client"];

const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"];

/** The imports of one file: specifier, whether it is erased (type-only), how, and its line. */
export function collectImports(source, fileName = "file.tsx") {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const out = [];
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = false;
      if (clause) {
        const named = clause.namedBindings;
        typeOnly =
          clause.isTypeOnly ||
          (!clause.name &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly));
      }
      out.push({ specifier: node.moduleSpecifier.text, typeOnly, how: "import", line: line(node), node });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      out.push({ specifier: node.moduleSpecifier.text, typeOnly, how: "export", line: line(node), node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push({ specifier: node.arguments[0].text, typeOnly: false, how: "dynamic", line: line(node), node });
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import("x")` in a type position: erased.
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Reads the tree from disk; the codemod passes one that overlays the files it would write. */
export const diskHost = {
  read: (file) => readFileSync(file, "utf8"),
  exists: (file) => existsSync(file) && statSync(file).isFile(),
};

/** The file a specifier names, or null when it is a package (or not found). */
export function resolveSpecifier(specifier, fromFile, root, host = diskHost) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../"))
    base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, "index" + e))];
  for (const c of candidates) {
    if (host.exists(c)) return c;
  }
  return null;
}

/** `lib/<domain>/…` → domain; a file directly in lib/ (lib/env.ts) is a module of its own; else null. */
export function domainOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== "lib" || rel.length < 3) return null;
  return rel[1];
}

/** The door a file of a domain is, or null: lib/<domain>/index.ts → "index", client.ts → "client". */
export function doorOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== "lib" || rel.length !== 3) return null;
  const name = rel[2].replace(/\.(tsx?|mts|mjs|js)$/, "");
  return DOORS.includes(name) ? name : null;
}

/**
 * Files that may reach inside any domain: tests, scripts, fixtures, Prisma's seed, generated code,
 * and components/ (client UI: a client component imports the one pure module it needs, often lazily
 * with import(), so the bundler ships only that; a barrel would put a whole domain in its chunk).
 */
export function isExempt(file, root) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return (
    /\.(test|spec)\.tsx?$/.test(rel) ||
    rel.startsWith("tests/") ||
    rel.startsWith("scripts/") ||
    rel.startsWith("prisma/") ||
    rel.startsWith("components/") ||
    rel.startsWith("lib/db/generated/")
  );
}

const directive = (source, word) =>
  new RegExp(`^\\s*(?:(?:/\\*[\\s\\S]*?\\*/|//[^\\n]*)\\s*)*["']use ${word}["']`).test(source);

/**
 * The lib/ files a browser loads: reachable by imports (lazy `import()`s too) from a "use client"
 * file, not through a "use server" file (the client gets references to its actions). Like
 * components/, they import the exact module they need: a door would put a whole domain in the chunk.
 */
export function shippedToBrowser(root, host = diskHost) {
  const shipped = new Set();
  const visit = (file) => {
    if (shipped.has(file) || !/\.tsx?$/.test(file)) return;
    const source = host.read(file);
    if (directive(source, "server")) return;
    shipped.add(file);
    for (const imp of collectImports(source, file)) {
      if (imp.typeOnly) continue;
      const to = resolveSpecifier(imp.specifier, file, root, host);
      if (to) visit(to);
    }
  };
  for (const file of ["app", "components", "lib"].flatMap((d) => sourceFiles(path.join(root, d))))
    if (directive(host.read(file), "client")) visit(file);
  const libDir = path.join(root, "lib") + path.sep;
  return new Set([...shipped].filter((f) => f.startsWith(libDir)));
}

/**
 * Whether importing `target` from `from` goes round a front door: `target` is inside a domain other
 * than `from`'s and is not one of its doors. Returns the domain, or null when the import is fine.
 * `shipped` (shippedToBrowser) exempts the modules a browser loads.
 */
export function deepImportDomain(from, target, root, shipped = new Set()) {
  if (isExempt(from, root) || shipped.has(from)) return null;
  const to = domainOf(target, root);
  if (!to || to === domainOf(from, root)) return null;
  // Prisma's generated client is lib/db's internals; other code uses lib/db's re-exports.
  if (doorOf(target, root)) return null;
  return to;
}

const SKIP_DIRS = new Set(["node_modules", ".next", "generated", "data", "test-results", "playwright-report"]);

/** Every .ts/.tsx file under `dir` (recursively), skipping build output and generated code. */
export function sourceFiles(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(path.join(dir, entry.name)));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** The runtime import graph of the given files: file → [{ to, line, how }] (edges to the listed files only). */
export function runtimeGraph(files, root, host = diskHost) {
  const set = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const imp of collectImports(host.read(file), file)) {
      if (imp.typeOnly) continue;
      const to = resolveSpecifier(imp.specifier, file, root, host);
      if (to && set.has(to)) edges.push({ to, line: imp.line, how: imp.how });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): the cycles. */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const strong = (v) => {
    // Iterative Tarjan: a deep import chain must not overflow the stack.
    const work = [[v, 0]];
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const w = edges[i].to;
        if (!indices.has(w)) {
          indices.set(w, index);
          low.set(w, index);
          index++;
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(node, Math.min(low.get(node), indices.get(w)));
        }
      } else {
        work.pop();
        if (work.length) {
          const parent = work[work.length - 1][0];
          low.set(parent, Math.min(low.get(parent), low.get(node)));
        }
        if (low.get(node) === indices.get(node)) {
          const component = [];
          let w;
          do {
            w = stack.pop();
            onStack.delete(w);
            component.push(w);
          } while (w !== node);
          const selfLoop = (graph.get(node) ?? []).some((e) => e.to === node);
          if (component.length > 1 || selfLoop) result.push(component);
        }
      }
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) strong(v);
  return result;
}

/** One loop through a component, as a list of edges from its first file back to it (for the message). */
export function loopIn(component, graph) {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const edge of graph.get(node) ?? []) {
      if (!inside.has(edge.to)) continue;
      if (edge.to === start) {
        const path = [{ from: node, ...edge }];
        let at = node;
        while (previous.get(at)) {
          const p = previous.get(at);
          path.unshift(p);
          at = p.from;
        }
        return path;
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, { from: node, ...edge });
        queue.push(edge.to);
      }
    }
  }
  return [];
}
