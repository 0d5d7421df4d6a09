// What a module exports, read syntactically (scripts/codemods/front-doors.ts, ADR 086).
import { readFileSync } from "node:fs";
import ts from "typescript";
import { resolveSpecifier } from "../../imports/graph.mjs";

export const read = (file: string) => readFileSync(file, "utf8");

export type Kind = "value" | "type";
interface Export {
  kind: Kind;
  /** The file that declares it (following re-exports), so one binding reached two ways is one name. */
  origin: string;
}

/** What `name` exported by `file` is (value or only a type) and where it is declared, syntactically. */
export function exportTable(root: string) {
  const memo = new Map<string, Map<string, Export | { from: string; name: string; typeOnly: boolean }>>();
  const starsOf = new Map<string, string[]>();
  const table = (file: string) => {
    const known = memo.get(file);
    if (known) return known;
    const names = new Map<string, Export | { from: string; name: string; typeOnly: boolean }>();
    memo.set(file, names);
    const stars: string[] = [];
    starsOf.set(file, stars);
    const sf = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
    const locals = new Map<string, Export | { from: string; name: string; typeOnly: boolean }>();
    const local = (kind: Kind): Export => ({ kind, origin: file });
    for (const st of sf.statements) {
      const mods = ts.canHaveModifiers(st) ? (ts.getModifiers(st) ?? []) : [];
      const exported = mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const isDefault = mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      const declare = (name: string | undefined, kind: Kind) => {
        if (!name) return;
        // A name declared as a value and a type (`const X = {…}; type X = …`, Prisma's enums) is a value.
        const prior = locals.get(name);
        if (prior && !("from" in prior) && prior.kind === "value") kind = "value";
        locals.set(name, local(kind));
        if (exported) names.set(isDefault ? "default" : name, local(kind));
      };
      if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) declare(st.name.text, "type");
      else if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st))
        declare(st.name?.text ?? "default", "value");
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) declare(d.name.text, "value");
      } else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.importClause) {
        const to = resolveSpecifier(st.moduleSpecifier.text, file, root);
        const clause = st.importClause;
        if (clause.name) locals.set(clause.name.text, local(clause.isTypeOnly ? "type" : "value"));
        const nb = clause.namedBindings;
        if (nb && ts.isNamedImports(nb)) {
          for (const e of nb.elements) {
            const typeOnly = clause.isTypeOnly || e.isTypeOnly;
            locals.set(
              e.name.text,
              to ? { from: to, name: (e.propertyName ?? e.name).text, typeOnly } : local(typeOnly ? "type" : "value"),
            );
          }
        } else if (nb) locals.set(nb.name.text, local("value"));
      } else if (ts.isExportDeclaration(st)) {
        const to =
          st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
            ? resolveSpecifier(st.moduleSpecifier.text, file, root)
            : null;
        const clause = st.exportClause;
        if (!clause) {
          if (to) stars.push(to);
        } else if (ts.isNamedExports(clause)) {
          for (const e of clause.elements) {
            const original = (e.propertyName ?? e.name).text;
            const typeOnly = st.isTypeOnly || e.isTypeOnly;
            if (st.moduleSpecifier)
              names.set(e.name.text, to ? { from: to, name: original, typeOnly } : local(typeOnly ? "type" : "value"));
            else {
              const l = locals.get(original);
              names.set(
                e.name.text,
                l
                  ? "from" in l
                    ? { ...l, typeOnly: l.typeOnly || typeOnly }
                    : typeOnly
                      ? { ...l, kind: "type" }
                      : l
                  : local("value"),
              );
            }
          }
        } else names.set(clause.name.text, local("value"));
      } else if (ts.isExportAssignment(st)) names.set("default", local("value"));
    }
    return names;
  };
  const lookup = (file: string, name: string, seen = new Set<string>()): Export | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    const entry = table(file).get(name);
    if (entry) {
      if (!("from" in entry)) return entry;
      const found = lookup(entry.from, entry.name, seen) ?? { kind: "value" as Kind, origin: entry.from };
      return entry.typeOnly ? { ...found, kind: "type" } : found;
    }
    for (const star of starsOf.get(file) ?? []) {
      const found = lookup(star, name, seen);
      if (found) return found;
    }
    return undefined;
  };
  return (file: string, name: string) => lookup(file, name);
}

export type Lookup = ReturnType<typeof exportTable>;
