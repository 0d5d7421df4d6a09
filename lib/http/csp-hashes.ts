import { createHash } from "node:crypto";

/**
 * CSP hash sources for the inline scripts of a prerendered HTML page (ADR 005). Statically generated
 * pages cannot carry a per-request nonce, so the build hashes each inline script once and the proxy
 * allows exactly those scripts on that page. Pure: used by scripts/csp-hashes.ts after `next build`.
 */

/** `'sha256-…'` source expression for a script's text, hashed as the browser hashes it. */
export function sha256Source(scriptText: string): string {
  // The HTML parser turns CR LF and lone CR into LF before a script's text exists; the browser
  // hashes that text as UTF-8, so we must hash the same normalised string.
  const text = scriptText.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function attributeNames(startTag: string): string[] {
  return [...startTag.matchAll(ATTRIBUTE)].map((m) => m[1]!.toLowerCase());
}

/** Index just past the `>` closing a start tag that begins at `from`, honouring quoted values. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return i + 1;
  }
  throw new Error("Unterminated <script> start tag");
}

/**
 * The text of every inline `<script>` (no `src`, not empty) in document order. Every type is kept,
 * data blocks such as JSON-LD too: hashing one that never runs costs a few bytes, while guessing
 * wrong about what runs would break the page. HTML comments are skipped, as the parser skips them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const tag = /<!--|<script(?=[\s/>])/gi;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(html))) {
    if (m[0] === "<!--") {
      const close = html.indexOf("-->", m.index + 4);
      if (close < 0) break;
      tag.lastIndex = close + 3;
      continue;
    }
    const contentStart = endOfTag(html, m.index + 7);
    const end = /<\/script[\s/>]/gi;
    end.lastIndex = contentStart;
    const endMatch = end.exec(html);
    if (!endMatch) throw new Error("Unterminated <script> element");
    const text = html.slice(contentStart, endMatch.index);
    // `<!--` inside script data switches the tokenizer into its escaped states, where `</script>`
    // may not end the element: refuse rather than hash the wrong text (Next escapes `<` as \u003c).
    if (text.includes("<!--")) throw new Error("Inline script contains '<!--': cannot hash it reliably");
    const names = attributeNames(html.slice(m.index + 7, contentStart - 1));
    if (!names.includes("src") && text.length > 0) scripts.push(text);
    tag.lastIndex = endMatch.index + endMatch[0].length;
  }
  return scripts;
}

/** The distinct hash sources of a page's inline scripts, in first-seen order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Source))];
}

/** Where `next build` writes a prerendered route's HTML, relative to `.next/server/app`. */
export function prerenderedHtmlFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/** The parts of Next's build output the manifest is made from (`.next/*.json`). */
export type BuildOutput = {
  buildId: string;
  /** prerender-manifest.json */
  prerender: {
    routes: Record<string, { initialRevalidateSeconds?: number | false; routeType?: string }>;
    dynamicRoutes: Record<string, { fallback?: string | boolean | null }>;
  };
  /** app-path-routes-manifest.json: app entry ("/(marketing)/page") -> route ("/"). */
  appPaths: Record<string, string>;
  /** The prerendered HTML of a route, or null when the route has none (robots.txt, icon.svg…). */
  readHtml: (route: string) => string | null;
};

/**
 * Hashes every prerendered page and proves each page route gets a working policy: static pages are
 * covered by the manifest, every other page renders per request under a nonce prefix. Anything else
 * would be served with a policy that blocks its scripts, so the build fails with the list instead.
 */
export function buildCspManifest(build: BuildOutput, isDynamicPage: (route: string) => boolean) {
  const problems: string[] = [];
  const pages: Record<string, string[]> = {};
  for (const [route, info] of Object.entries(build.prerender.routes)) {
    const html = build.readHtml(route);
    if (html === null) continue;
    if (info.initialRevalidateSeconds !== false && info.initialRevalidateSeconds !== undefined) {
      problems.push(`${route} is revalidated (ISR): regenerated HTML would not match its build-time hashes`);
    }
    if (isDynamicPage(route))
      problems.push(`${route} is prerendered but gets a nonce policy (DYNAMIC_PREFIXES), and static HTML has no nonce`);
    pages[route] = inlineScriptHashes(html);
  }
  for (const [entry, route] of Object.entries(build.appPaths)) {
    if (!entry.endsWith("/page") || route in pages || isDynamicPage(route)) continue;
    // A parameterised route whose every path was prerendered (dynamicParams = false) is covered above.
    if (build.prerender.dynamicRoutes[route]?.fallback === false) continue;
    problems.push(
      `${route} renders per request but is not under DYNAMIC_PREFIXES (lib/http/security-headers.ts), so it would get no nonce`,
    );
  }
  if (problems.length) throw new Error(`Content-Security-Policy cannot cover every page:\n- ${problems.join("\n- ")}`);
  return { version: 1 as const, buildId: build.buildId, pages };
}
