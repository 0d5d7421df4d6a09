import { describe, expect, it } from "vitest";
import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { config } from "@/proxy";

// Next's own reading of a proxy matcher, as the build turns it into the manifest's regular expressions
// (exported by the module, not by its type declarations).
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[];
};
const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const runsFor = (path: string) => matchers.some((re) => re.test(path));

// ADR 043: the proxy runs for every page and for none of /api, whose handlers gate themselves.
describe("proxy.ts matcher", () => {
  it("runs for pages, portal segments, their RSC requests and paths that match no page", () => {
    for (const path of ["/", "/staff", "/staff/admin", "/client/applications/x", "/application", "/apis", "/nope"])
      expect(runsFor(path), path).toBe(true);
  });

  it("runs for no API route and none of Next's static files", () => {
    for (const path of [
      "/api/health",
      "/api/applications",
      "/api/staff/dashboard",
      "/api/auth/session",
      "/_next/static/chunks/a.js",
      "/favicon.ico",
    ])
      expect(runsFor(path), path).toBe(false);
  });
});
