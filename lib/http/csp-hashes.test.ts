import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildCspManifest,
  inlineScriptHashes,
  inlineScripts,
  prerenderedHtmlFile,
  sha256Source,
  type BuildOutput,
} from "./csp-hashes";
import { isDynamicPage } from "./security-headers";

const expected = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes a script's text as the browser does: UTF-8, line breaks normalised to LF", () => {
    // Known vector: SHA-256 of "alert(1)" (also what Chrome's console suggests for it).
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(sha256Source("a();\r\nb();\rc();")).toBe(expected("a();\nb();\nc();"));
    expect(sha256Source("x='Café ✓'")).toBe(expected("x='Café ✓'"));
  });

  it("finds every inline script, skipping external ones, empty ones and HTML comments", () => {
    const html = [
      `<!DOCTYPE html><html><head><script src="/_next/static/a.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"FAQPage"}</script>`,
      `<!-- <script>commented()</script> --><SCRIPT id="_R_">boot()</SCRIPT >`,
      `<script data-x="a > b" nonce="">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      `<script></script><script data-src="x">keep()</script><script\nsrc='/b.js'>ignored()</script>`,
      `<p>not a <scripting> tag</p></head></html>`,
    ].join("");
    expect(inlineScripts(html)).toEqual([
      '{"@type":"FAQPage"}',
      "boot()",
      "(self.__next_f=self.__next_f||[]).push([0])",
      "keep()",
    ]);
  });

  it("ends a script at the first </script, as the tokenizer does", () => {
    expect(inlineScripts(`<script>a("</scripty>")</script/ ><script>b()</script\t>`)).toEqual([
      `a("</scripty>")`,
      "b()",
    ]);
  });

  it("refuses what it cannot hash reliably rather than produce a wrong hash", () => {
    expect(() => inlineScripts("<script>x = '<!--'; y()</script>")).toThrow(/<!--/);
    expect(() => inlineScripts("<script>never closed")).toThrow(/Unterminated/);
    expect(() => inlineScripts(`<script data-x=">`)).toThrow(/Unterminated/);
  });

  it("returns each distinct hash once, in document order", () => {
    expect(inlineScriptHashes("<script>a()</script><script>b()</script><script>a()</script>")).toEqual([
      expected("a()"),
      expected("b()"),
    ]);
  });

  it("maps a route to the HTML file next build writes for it", () => {
    expect(prerenderedHtmlFile("/")).toBe("index.html");
    expect(prerenderedHtmlFile("/products/cash-flow")).toBe("products/cash-flow.html");
  });
});

const page = { initialRevalidateSeconds: false as const, routeType: "page" };
function buildOf(over: Partial<BuildOutput> = {}): BuildOutput {
  const html: Record<string, string> = {
    "/": "<script>home()</script>",
    "/pricing": "<script>pricing()</script>",
    "/_not-found": "<script>nf()</script>",
  };
  return {
    buildId: "b1",
    prerender: {
      routes: {
        "/": page,
        "/pricing": page,
        "/_not-found": page,
        "/robots.txt": { initialRevalidateSeconds: false, routeType: "route" },
      },
      dynamicRoutes: { "/[...slug]": { fallback: false } },
    },
    appPaths: {
      "/(marketing)/page": "/",
      "/(marketing)/[...slug]/page": "/[...slug]",
      "/_not-found/page": "/_not-found",
      "/(portals)/staff/page": "/staff",
      "/api/health/route": "/api/health",
      "/robots.txt/route": "/robots.txt",
    },
    readHtml: (route) => html[route] ?? null,
    ...over,
  };
}

describe("the build's hash manifest", () => {
  it("hashes every prerendered page and accepts per-request pages under a nonce prefix", () => {
    expect(buildCspManifest(buildOf(), isDynamicPage)).toEqual({
      version: 1,
      buildId: "b1",
      pages: { "/": [expected("home()")], "/pricing": [expected("pricing()")], "/_not-found": [expected("nf()")] },
    });
  });

  it("fails the build for a page that would get a policy blocking its own scripts", () => {
    const uncovered = buildOf({ appPaths: { ...buildOf().appPaths, "/(marketing)/quote/page": "/quote" } });
    expect(() => buildCspManifest(uncovered, isDynamicPage)).toThrow(
      /\/quote renders per request but is not under DYNAMIC_PREFIXES/,
    );
    const isr = buildOf();
    isr.prerender.routes["/pricing"] = { initialRevalidateSeconds: 60, routeType: "page" };
    expect(() => buildCspManifest(isr, isDynamicPage)).toThrow(/\/pricing is revalidated/);
    const staticPortal = buildOf();
    staticPortal.prerender.routes["/staff"] = page;
    expect(() => buildCspManifest({ ...staticPortal, readHtml: () => "<p></p>" }, isDynamicPage)).toThrow(
      /\/staff is prerendered but gets a nonce policy/,
    );
    const blocking = buildOf({
      prerender: { ...buildOf().prerender, dynamicRoutes: { "/[...slug]": { fallback: null } } },
    });
    expect(() => buildCspManifest(blocking, isDynamicPage)).toThrow(/\/\[\.\.\.slug\] renders per request/);
  });
});
