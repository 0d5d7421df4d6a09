/** The caller's IP as our reverse proxy reports it (first X-Forwarded-For hop), else "local". */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}

/**
 * Refuse cross-site state changes: a browser always sends Origin on cross-origin POST/PATCH/DELETE
 * (and Sec-Fetch-Site); requests from other tools send neither and carry no ambient cookies risk.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return request.headers.get("sec-fetch-site") === "cross-site";
}
