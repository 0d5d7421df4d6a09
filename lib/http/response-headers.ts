/**
 * The fixed security headers (ADR 005), in a module with no imports so `next.config.ts` can use it:
 * proxy.ts sets them on pages, and `next.config.ts` sets them on /api, which the proxy does not run
 * for (ADR 043).
 */

/**
 * API responses are data (JSON, CSV, PDF and image downloads), never a page: nothing in them may
 * load, run or frame anything. Downloads are attachments and need nothing more.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

/**
 * What every /api response carries, set by Next from `next.config.ts` before the handler runs. The
 * build cannot know whether the site will be served over https, so HSTS is left to the pages: a
 * browser keeps it per host from any page response, and every page passes the proxy.
 */
export function apiResponseHeaders(): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
    ...Object.entries(securityHeaders(false)).map(([key, value]) => ({ key, value })),
  ];
}

/**
 * A document opened for preview (`GET /api/documents/:id?disposition=inline`, issue #36 item 5): the
 * workspace shows a PDF in a frame of our own pages and an image in an <img>, so the response may be
 * framed by our origin only, and the browser's PDF viewer (an object in that response's own document)
 * may load it. It still runs no script of ours and loads nothing else.
 */
export const DOCUMENT_PREVIEW_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** The headers the preview gets in place of the API's (later rules in next.config.ts win for a key). */
export function documentPreviewHeaders(): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: DOCUMENT_PREVIEW_CONTENT_SECURITY_POLICY },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
  ];
}
