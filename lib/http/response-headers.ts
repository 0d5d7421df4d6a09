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
