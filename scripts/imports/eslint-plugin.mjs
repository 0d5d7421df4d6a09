/**
 * ESLint's half of ADR 086 (front doors): `front-doors/no-deep-import` reports an import in lib/ or
 * app/ that enters another domain's folder other than by its doors (`@/lib/<domain>` = index.ts,
 * `@/lib/<domain>/client` = client.ts), unless scripts/imports/baseline.json lists it or the file is
 * one a browser loads (shippedToBrowser: it imports exact modules, like components/). Relative
 * paths (`../other/x`) and `import()` count. Runtime cycles need the whole graph: scripts/check-imports.ts.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deepImportDomain, resolveSpecifier, shippedToBrowser } from "./graph.mjs";
import { readBaseline } from "./rules.mjs";

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
let baseline;
const shippedByRoot = new Map();

const noDeepImport = {
  meta: {
    type: "problem",
    docs: { description: "Enter another lib/ domain only by its front door (ADR 086)." },
    schema: [],
    messages: {
      deep: "{{specifier}} reaches inside lib/{{domain}}: import @/lib/{{domain}} (or @/lib/{{domain}}/client for its client-safe modules); `npm run codemod:front-doors` rewrites it and adds the re-export (ADR 086).",
    },
  },
  create(context) {
    const root = context.settings?.frontDoorsRoot ?? ROOT;
    baseline ??= readBaseline(ROOT);
    // The modules a browser loads import exact modules (ADR 086); computed once per lint run.
    if (!shippedByRoot.has(root)) shippedByRoot.set(root, shippedToBrowser(root));
    const shipped = shippedByRoot.get(root);
    const file = context.filename;
    const rel = (f) => path.relative(root, f).split(path.sep).join("/");
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, file, root);
      if (!target) return;
      const domain = deepImportDomain(file, target, root, shipped);
      if (!domain) return;
      if (root === ROOT && baseline.has(`${rel(file)} -> ${rel(target)}`)) return;
      context.report({ node: source, messageId: "deep", data: { specifier: source.value, domain } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const plugin = { meta: { name: "front-doors" }, rules: { "no-deep-import": noDeepImport } };

export default plugin;
