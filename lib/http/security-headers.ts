/**
 * Security headers for every response (used by proxy.ts). Pages rendered per request get a
 * nonce-based script policy; statically generated marketing pages cannot carry a per-request nonce,
 * so their policy allows our own origin plus inline scripts (ADR 005).
 */
export const DYNAMIC_PREFIXES = ["/client", "/partner", "/broker-portal", "/staff", "/signin", "/application", "/dev", "/account"];

export function isDynamicPage(pathname: string): boolean {
  return DYNAMIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function contentSecurityPolicy(nonce: string | null, dev = false): string {
  const script = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}` : `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

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
