// What the front-doors codemod would write (scripts/codemods/front-doors.ts, ADR 086).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  collectImports,
  cycles,
  deepImportDomain,
  diskHost,
  isExempt,
  resolveSpecifier,
  runtimeGraph,
  shippedToBrowser,
  sourceFiles,
  type Host,
} from "../../imports/graph.mjs";
import { clientSafety } from "./client-safety";
import { blockEntries, blockPattern, doorExports, mergeDoorImports, renderBlock, type DoorNeed } from "./door-block";
import { exportTable, read } from "./exports";

interface Rewrite {
  file: string;
  key: string; // file|specifier: every import of that specifier in that file goes together
  door: string;
  start: number;
  end: number;
  text: string;
  names: string[];
  module: string;
}

/** The texts the codemod would write (source files and doors), skipping the rewrites in `skip`. */
export function plan(root: string, skip: Set<string> = new Set()) {
  const safe = clientSafety(root);
  const lookup = exportTable(root);
  const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
  const files = ["lib", "app", "components"]
    .flatMap((d) => sourceFiles(path.join(root, d)))
    .filter((f) => !isExempt(f, root));
  const rewrites: Rewrite[] = [];
  const manual: string[] = [];
  const needsOf = new Map<string, DoorNeed[]>(); // rewrite key → door needs
  const shipped = shippedToBrowser(root);

  for (const file of files) {
    const source = read(file);
    for (const imp of collectImports(source, file)) {
      const target = resolveSpecifier(imp.specifier, file, root);
      if (!target) continue;
      const domain = deepImportDomain(file, target, root, shipped);
      if (!domain) continue;
      const where = `${rel(file)}:${imp.line} ${imp.specifier}`;
      const node = imp.node as ts.Node;
      const doorName = safe(target) ? "client" : "index";
      const door = path.join(root, "lib", domain, `${doorName}.ts`);
      const spec = doorName === "index" ? `@/lib/${domain}` : `@/lib/${domain}/client`;
      if (doorName === "index" && shipped.has(door)) {
        manual.push(`${where}: ${rel(door)} is loaded by the browser; a server module cannot go through it`);
        continue;
      }
      let names: { name: string; typeOnly: boolean }[] = [];
      if (imp.how === "dynamic") {
        manual.push(`${where}: import() of a deep module (import the door statically, or move the code)`);
        continue;
      } else if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const nb = clause?.namedBindings;
        if (!clause || clause.name || (nb && !ts.isNamedImports(nb))) {
          manual.push(`${where}: default, namespace or side-effect import of a deep module`);
          continue;
        }
        names =
          nb && ts.isNamedImports(nb)
            ? nb.elements.map((e) => ({
                name: (e.propertyName ?? e.name).text,
                typeOnly: clause.isTypeOnly || e.isTypeOnly,
              }))
            : [];
      } else if (ts.isExportDeclaration(node)) {
        const clause = node.exportClause;
        if (!clause || !ts.isNamedExports(clause)) {
          manual.push(`${where}: export * from a deep module`);
          continue;
        }
        names = clause.elements.map((e) => ({
          name: (e.propertyName ?? e.name).text,
          typeOnly: node.isTypeOnly || e.isTypeOnly,
        }));
      }
      if (names.some((n) => n.name === "default")) {
        manual.push(`${where}: imports a default export`);
        continue;
      }
      const key = `${rel(file)}|${imp.specifier}`;
      if (skip.has(key)) continue;
      const needs = names.map((n) => {
        const found = lookup(target, n.name);
        return {
          door,
          module: target,
          name: n.name,
          kind: n.typeOnly ? "type" : (found?.kind ?? "value"),
          origin: found?.origin ?? target,
        } as DoorNeed;
      });
      needsOf.set(key, [...(needsOf.get(key) ?? []), ...needs]);
      const lit = (node as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier as ts.StringLiteral;
      rewrites.push({
        file,
        key,
        door,
        start: lit.getStart(),
        end: lit.getEnd(),
        text: `"${spec}"`,
        names: names.map((n) => n.name),
        module: target,
      });
    }
  }

  // Doors: a name the door exports already (from the same declaration) needs nothing; one it exports
  // from another declaration blocks the rewrite.
  const blockedKeys = new Set<string>();
  const blocks = new Map<string, Map<string, DoorNeed>>();
  const outsides = new Map<string, Map<string, string | null>>();
  const changedDoors = new Set<string>();
  for (const r of rewrites) {
    const block = blocks.get(r.door) ?? blockEntries(r.door, root, lookup);
    blocks.set(r.door, block);
    const outside = outsides.get(r.door) ?? doorExports(r.door, root, lookup);
    outsides.set(r.door, outside);
    const additions: DoorNeed[] = [];
    let ok = true;
    for (const n of needsOf.get(r.key)!.filter((n) => r.names.includes(n.name))) {
      if (outside.has(n.name)) {
        const origin = outside.get(n.name);
        if (origin && origin !== n.origin) {
          manual.push(
            `${rel(r.door)} exports ${n.name} from ${rel(origin)}; ${rel(r.file)} wants ${rel(n.origin)}'s: rename one`,
          );
          ok = false;
        }
        continue;
      }
      const current = block.get(n.name);
      if (current) {
        if (current.origin !== n.origin) {
          manual.push(
            `${rel(r.door)}: two declarations named ${n.name} (${rel(current.origin)}, ${rel(n.origin)}): rename one`,
          );
          ok = false;
        } else if (current.kind === "type" && n.kind === "value") additions.push(n);
        continue;
      }
      additions.push(n);
    }
    if (!ok) {
      blockedKeys.add(r.key);
      continue;
    }
    for (const n of additions) {
      block.set(n.name, n);
      changedDoors.add(r.door);
    }
  }

  const texts = new Map<string, string>();
  for (const door of changedDoors) {
    const existing = existsSync(door) ? read(door) : null;
    const rendered = renderBlock(door, blocks.get(door)!.values());
    let text: string;
    if (existing === null) {
      const domain = path.basename(path.dirname(door));
      const what =
        path.basename(door) === "client.ts"
          ? [
              `The ${domain} domain's client-safe door (ADR 086): what other domains and pages use of its`,
              "pure modules. Nothing here may load server-only code, so client components may import it too.",
            ]
          : [`The ${domain} domain's front door (ADR 086): what other domains and pages use of it.`];
      text = `/**\n${what.map((l) => ` * ${l}`).join("\n")}\n */\n${rendered}`;
    } else if (blockPattern().test(existing)) {
      text = existing.replace(blockPattern(), (m) => (m.startsWith("\n") ? "\n" : "") + rendered);
    } else {
      text = existing.replace(/\n*$/, "\n\n") + rendered;
    }
    if (text !== existing) texts.set(door, text);
  }
  const applied = rewrites.filter((r) => !blockedKeys.has(r.key));
  const byFile = new Map<string, Rewrite[]>();
  for (const r of applied) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r]);
  for (const [file, list] of byFile) {
    let text = texts.get(file) ?? read(file);
    for (const e of list.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    texts.set(file, mergeDoorImports(text, file));
  }
  return { texts, rewrites: applied, manual: [...new Set(manual)] };
}

/**
 * Plan, then drop every rewrite whose door closes a runtime cycle (the importer and the door in one
 * strongly connected component), and plan again until the tree has no cycle the rewrites made. What
 * is dropped stays a deep import, listed in the baseline (scripts/imports/baseline.json) by
 * `scripts/check-imports.ts --write-baseline`: each one is a loop between two domains to untangle.
 */
export function planWithoutCycles(root: string) {
  const skip = new Set<string>();
  const libFiles = sourceFiles(path.join(root, "lib")).filter((f) => !isExempt(f, root));
  for (let round = 1; ; round++) {
    const result = plan(root, skip);
    const host: Host = {
      read: (f) => result.texts.get(f) ?? readFileSync(f, "utf8"),
      exists: (f) => result.texts.has(f) || diskHost.exists(f),
    };
    const doors = [...result.texts.keys()].filter(
      (f) => f.startsWith(path.join(root, "lib") + path.sep) && !libFiles.includes(f),
    );
    const graph = runtimeGraph([...libFiles, ...doors], root, host);
    const componentOf = new Map<string, number>();
    cycles(graph).forEach((c, i) => c.forEach((f) => componentOf.set(f, i)));
    const same = (a: string, b: string) => componentOf.has(a) && componentOf.get(a) === componentOf.get(b);
    // A rewrite closes a loop through its own import (file → door) or through what it adds to the door
    // (door → module), when the door was imported already.
    let fresh = result.rewrites.filter((r) => same(r.file, r.door) && !skip.has(r.key));
    if (!fresh.length) fresh = result.rewrites.filter((r) => same(r.door, r.module) && !skip.has(r.key));
    if (!fresh.length || round > 50) return { ...result, skipped: skip, rounds: round };
    for (const r of fresh) skip.add(r.key);
  }
}
