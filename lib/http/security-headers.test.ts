import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isDynamicPage, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("uses a nonce and no unsafe-inline for scripts on pages rendered per request", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(isDynamicPage("/staff")).toBe(true);
    expect(isDynamicPage("/partner/login")).toBe(true);
    expect(isDynamicPage("/pricing")).toBe(false);
  });

  it("sends HSTS only over https", () => {
    expect(securityHeaders(true)).toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
