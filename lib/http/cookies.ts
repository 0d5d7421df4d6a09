/**
 * A Set-Cookie value for our own HttpOnly cookies, for a route handler's own response: site-wide,
 * SameSite=Lax, Secure only on an https site. Max-Age alone sets the lifetime (every browser prefers
 * it to Expires); 0 clears the cookie.
 */
export function httpOnlyCookieHeader(name: string, value: string, opts: { maxAgeSeconds: number; secure: boolean }) {
  const parts = [`${name}=${value}`, "Path=/", `Max-Age=${opts.maxAgeSeconds}`, "HttpOnly", "SameSite=Lax"];
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}
