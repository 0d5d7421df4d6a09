import { env } from "@/lib/env";

/**
 * Where a user may be sent after sign-in (callbackUrl, e-mailed links, the second-factor step).
 * The target is resolved exactly as a browser would (WHATWG URL: tabs and newlines dropped, `\` read
 * as `/`, `.` and `..` segments applied) against our own origin FIRST; only then do we check that
 * it stayed on that origin. Checking the raw string first is how `/..//evil.example` got through:
 * it normalises to the path `//evil.example`, which a browser reads as another host.
 */
export function resolveSameOriginPath(value: unknown, appUrl: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(appUrl);
    url = new URL(value, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A normalised path that starts with // or /\ would leave the site when used as a Location.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  // Belt and braces: the path we hand out must resolve to our origin on its own, too.
  try {
    if (new URL(path, base.origin).origin !== base.origin) return null;
  } catch {
    return null;
  }
  return path;
}

/** The same-origin path to return to, or `fallback`. `appUrl` is APP_URL (never a request header). */
export function safeCallbackUrl(value: unknown, fallback = "/", appUrl = env().APP_URL): string {
  return resolveSameOriginPath(value, appUrl) ?? fallback;
}

/** An absolute URL on APP_URL for a same-origin path (redirect responses and next-auth). */
export function absoluteAppUrl(path: string, appUrl = env().APP_URL): string {
  return new URL(path, new URL(appUrl).origin).toString();
}
