// Which modules a client bundle may load (scripts/codemods/front-doors.ts, ADR 086): one is client-safe
// when nothing it loads at run time reaches `server-only`, a Node built-in or a server package.
import { builtinModules } from "node:module";
import { collectImports, resolveSpecifier } from "../../imports/graph.mjs";
import { read } from "./exports";

/** Packages that never belong in a client bundle: a module loading one is server-side. */
const SERVER_PACKAGES = [
  "server-only",
  "pg",
  "pg-boss",
  "pino",
  "nodemailer",
  "next-auth",
  "next/headers",
  "next/server",
  "next/cache",
  "csv-parse",
  "pdf-lib",
  "@pdf-lib/fontkit",
  "@react-pdf/renderer",
  "@react-email/components",
  "@electric-sql/pglite",
  "pglite-prisma-adapter",
  "@prisma/client",
  "@prisma/adapter-pg",
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
  "file-type",
  "uploadthing",
  "dejavu-fonts-ttf",
];
const NODE = new Set(builtinModules);

function isServerPackage(specifier: string): boolean {
  if (specifier.startsWith("node:") || NODE.has(specifier.split("/")[0]!)) return true;
  return SERVER_PACKAGES.some((p) => specifier === p || specifier.startsWith(p + "/"));
}

const isUseServer = (source: string) => /^\s*(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*["']use server["']/.test(source);

export function clientSafety(root: string) {
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const safe = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return true; // a loop: decided by its other edges
    visiting.add(file);
    let result = true;
    if (/\.tsx?$/.test(file)) {
      const source = read(file);
      if (!isUseServer(source)) {
        for (const imp of collectImports(source, file)) {
          if (imp.typeOnly) continue;
          const to = resolveSpecifier(imp.specifier, file, root);
          if (to ? !safe(to) : isServerPackage(imp.specifier)) {
            result = false;
            break;
          }
        }
      }
    }
    visiting.delete(file);
    memo.set(file, result);
    return result;
  };
  return safe;
}
