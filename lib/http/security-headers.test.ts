import { describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, apiResponseHeaders, securityHeaders } from "./response-headers";
import { contentSecurityPolicy, isDynamicPage, policyForRequest, type CspHashManifest } from "./security-headers";

const scriptSrc = (csp: string) => csp.match(/script-src[^;]*/)![0];
const H = (c: string) => `'sha256-${c.repeat(43)}='`;
const manifest: CspHashManifest = {
  buildId: "b1",
  pages: { "/": [H("a")], "/pricing": [H("b"), H("c")], "/products/cash-flow": [H("d")], "/_not-found": [H("n")] },
};
const options = { manifest, dev: false, newNonce: () => "abc123" };

describe("security headers", () => {
  it("uses a nonce and no unsafe-inline for scripts on pages rendered per request", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(isDynamicPage("/staff")).toBe(true);
    expect(isDynamicPage("/partner/login")).toBe(true);
    expect(isDynamicPage("/pricing")).toBe(false);
    // The wizard is prerendered; the page restoring a draft, which answers it for a browser with one, is not.
    expect(isDynamicPage("/application")).toBe(false);
    expect(isDynamicPage("/application/continue")).toBe(true);
    expect(isDynamicPage("/application/confirm")).toBe(true);
  });

  it("allows a static page exactly its own inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const { csp, nonce } = policyForRequest("/pricing", options);
    expect(nonce).toBeNull();
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${H("b")} ${H("c")}`);
    expect(policyForRequest("/", options).csp).toContain(`script-src 'self' ${H("a")};`);
    expect(policyForRequest("/products/cash%2Dflow", options).csp).toContain(`script-src 'self' ${H("d")};`);
    for (const path of ["/", "/pricing", "/faq", "/no-such-page"])
      expect(scriptSrc(policyForRequest(path, options).csp)).not.toMatch(/unsafe-(inline|eval)/);
    expect(policyForRequest("/pricing", options).csp).toContain("frame-ancestors 'none'");
  });

  it("gives a path missing from the manifest the not-found page's hashes, and 'self' alone without a manifest", () => {
    expect(scriptSrc(policyForRequest("/no-such-page", options).csp)).toBe(`script-src 'self' ${H("n")}`);
    expect(scriptSrc(policyForRequest("/%E0%A4%A", options).csp)).toBe(`script-src 'self' ${H("n")}`);
    expect(scriptSrc(policyForRequest("/pricing", { ...options, manifest: null }).csp)).toBe("script-src 'self'");
  });

  it("gives pages rendered per request a fresh nonce, and every page one under next dev", () => {
    let n = 0;
    const fresh = { ...options, newNonce: () => `n${++n}` };
    expect(policyForRequest("/signin", fresh)).toEqual({ csp: contentSecurityPolicy({ nonce: "n1" }), nonce: "n1" });
    expect(policyForRequest("/staff/admin", fresh).nonce).toBe("n2");
    const dev = policyForRequest("/pricing", { ...fresh, dev: true });
    expect(dev.nonce).toBe("n3");
    expect(scriptSrc(dev.csp)).toBe("script-src 'self' 'nonce-n3' 'strict-dynamic' 'unsafe-eval'");
  });

  it("answers /api with the minimal policy and no nonce", () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const path of ["/api/health", "/api/resources/guide.pdf", "/api"])
      expect(policyForRequest(path, options)).toEqual({ csp: API_CONTENT_SECURITY_POLICY, nonce: null });
    expect(policyForRequest("/apis", options).csp).not.toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("sends HSTS only over https", () => {
    expect(securityHeaders(true)).toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("gives next.config.ts the API's policy and every fixed header but HSTS for /api", () => {
    const headers = Object.fromEntries(apiResponseHeaders().map((h) => [h.key, h.value]));
    expect(headers).toEqual({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY, ...securityHeaders(false) });
  });
});
