import "server-only";

/**
 * The readable page of the OpenAPI document (/api/docs): plain server-rendered HTML from the document
 * itself (no Swagger UI bundle, no script), so the page and /api/docs/openapi.json always agree.
 */
type Doc = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
};
type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { description: string }>;
};

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** `code` spans in the descriptions, the rest escaped. */
const prose = (s = "") => esc(s).replace(/`([^`]+)`/g, "<code>$1</code>");

function operation(method: string, path: string, op: Operation, id: string): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ", required" : ""})${p.description ? `: ${prose(p.description)}` : ""}</li>`,
    )
    .join("");
  const bodies = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => `<p>Body (<code>${esc(type)}</code>):</p><pre>${esc(JSON.stringify(c.schema, null, 2))}</pre>`)
    .join("");
  const responses = Object.entries(op.responses ?? {})
    .map(([code, r]) => `<li><strong>${esc(code)}</strong>: ${prose(r.description)}</li>`)
    .join("");
  return `<section id="${esc(id)}">
<h3><code>${esc(method.toUpperCase())} ${esc(path)}</code> · ${esc(op.summary ?? "")}</h3>
<p>${prose(op.description)}</p>
${params ? `<p>Parameters:</p><ul>${params}</ul>` : ""}
${bodies}
${responses ? `<p>Responses:</p><ul>${responses}</ul>` : ""}
</section>`;
}

export function docsHtml(doc: Doc): string {
  const ops = (group: Doc["paths"], prefix: string) =>
    Object.entries(group ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method,
        path,
        op,
        id: `${prefix}-${method}-${path}`.replace(/[^\w-]+/g, "-"),
      })),
    );
  const paths = ops(doc.paths, "op");
  const hooks = ops(doc.webhooks, "webhook");
  const toc = (list: typeof paths) =>
    list.map((o) => `<li><a href="#${esc(o.id)}">${esc(o.op.summary ?? o.path)}</a></li>`).join("");
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} ${esc(doc.info.version)}</title><meta name="robots" content="noindex"></head>
<body>
<main id="main">
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>${prose(doc.info.description)}</p>
<p>Authenticate with <code>Authorization: Bearer bfk_…</code> (a key from the partner portal, <a href="/partner/integrations">API and webhooks</a>). The machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>Example: <code>curl -X POST -H "Authorization: Bearer $KEY" -H "Idempotency-Key: $(uuidgen)" -H "Content-Type: application/json" -d '{"contactName":"Jo Citizen","businessName":"Citizen Pty Ltd","email":"jo@example.com"}' ${"{site}"}/api/v1/leads</code></p>
<nav aria-label="Contents"><h2>Operations</h2><ul>${toc(paths)}</ul><h2>Webhooks</h2><ul>${toc(hooks)}</ul></nav>
<h2>Operations</h2>
${paths.map((o) => operation(o.method, o.path, o.op, o.id)).join("\n")}
<h2>Webhooks</h2>
${hooks.map((o) => operation(o.method, o.path, o.op, o.id)).join("\n")}
</main>
</body>
</html>`;
}
