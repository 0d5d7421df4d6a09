import { UPLOADTHING_INGEST_SOURCE, configuredDriverName } from "@/lib/storage/client";
import { API_CONTENT_SECURITY_POLICY } from "./response-headers";

/**
 * The content security policy of every page (used by proxy.ts), ADR 005. No page allows inline script:
 * pages rendered per request get a nonce; statically generated pages get the SHA-256 hashes of their
 * own inline scripts, computed from the prerendered HTML after `next build` (scripts/csp-hashes.ts).
 */
export const DYNAMIC_PREFIXES = [
  "/client",
  "/partner",
  "/broker-portal",
  "/staff",
  "/signin",
  // The wizard itself (/application) is prerendered for visitors with nothing to restore (ADR 037);
  // the draft-restoring wizard proxy.ts rewrites it to, the confirm link and the resume pages are not.
  "/application/continue",
  "/application/confirm",
  "/application/resume",
  "/dev",
  "/account",
  // A guarantor's signing page, per request from its link's token (ADR 067).
  "/sign",
  // Where proxy.ts rewrites refused portal requests (rendered per request, like the portals).
  "/access",
];

export function isDynamicPage(pathname: string): boolean {
  return DYNAMIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The prerendered route whose HTML Next serves for paths that match no page. */
export const NOT_FOUND_ROUTE = "/_not-found";

/** Which scripts a page may run: a per-request nonce, or the hashes of a static page's inline scripts. */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/** Build-time hashes per prerendered route (`.next/csp-hashes.json`, see lib/http/csp-manifest.ts). */
export type CspHashManifest = { buildId: string; pages: Readonly<Record<string, readonly string[]>> };

export function contentSecurityPolicy(scripts: ScriptSources, dev = false): string {
  // Nonce pages trust what their nonced scripts load ('strict-dynamic'). Static pages load Next's
  // chunks with plain <script src> tags that carry no nonce, so they trust our origin plus the hashes.
  const sources =
    "nonce" in scripts ? ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : ["'self'", ...scripts.hashes];
  if (dev) sources.push("'unsafe-eval'"); // React's development build evaluates code; never in production.
  return [
    "default-src 'self'",
    `script-src ${sources.join(" ")}`,
    // Styles stay inline-capable: Radix writes style attributes into the server HTML and sonner
    // injects a <style> element at run time. Inline CSS cannot run script (ADR 005).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Direct uploads (ADR 026): the browser PUTs files to UploadThing only when it stores documents.
    configuredDriverName({
      STORAGE_DRIVER: process.env.STORAGE_DRIVER,
      UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN,
    }) === "uploadthing"
      ? `connect-src 'self' ${UPLOADTHING_INGEST_SOURCE}`
      : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export type PolicyOptions = { manifest: CspHashManifest | null; dev: boolean; newNonce: () => string };

/**
 * The policy for one request, and the nonce Next must stamp on the page's scripts when it renders it
 * now. A path with no entry in the manifest gets the not-found page's hashes (that is what Next serves
 * for it) and never 'unsafe-inline'; the build refuses pages that would fall through (csp-hashes.ts).
 */
export function policyForRequest(
  pathname: string,
  { manifest, dev, newNonce }: PolicyOptions,
): { csp: string; nonce: string | null } {
  if (isApiPath(pathname)) return { csp: API_CONTENT_SECURITY_POLICY, nonce: null };
  // `next dev` renders every page per request, so every page can carry a nonce there.
  if (dev || isDynamicPage(pathname)) {
    const nonce = newNonce();
    return { csp: contentSecurityPolicy({ nonce }, dev), nonce };
  }
  const hashes = manifest?.pages[decodedPath(pathname)] ?? manifest?.pages[NOT_FOUND_ROUTE] ?? [];
  return { csp: contentSecurityPolicy({ hashes }), nonce: null };
}
