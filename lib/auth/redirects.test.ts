import { describe, expect, it } from "vitest";
import { absoluteAppUrl, resolveSameOriginPath, safeCallbackUrl } from "./redirects";

const APP = "http://127.0.0.1:3000";

describe("redirect targets are resolved first, then must be same-origin (#13 item 2)", () => {
  it("keeps same-origin paths (with query and hash) and same-origin absolute URLs, normalised", () => {
    expect(resolveSameOriginPath("/client?tab=documents#top", APP)).toBe("/client?tab=documents#top");
    expect(resolveSameOriginPath("http://127.0.0.1:3000/staff/admin?q=a", APP)).toBe("/staff/admin?q=a");
    expect(resolveSameOriginPath("/client/../partner", APP)).toBe("/partner");
    expect(resolveSameOriginPath("/%2F%2Fevil.example", APP)).toBe("/%2F%2Fevil.example");
    expect(resolveSameOriginPath("%2F%2Fevil.example", APP)).toBe("/%2F%2Fevil.example");
    expect(resolveSameOriginPath("client", APP)).toBe("/client");
  });

  it.each([
    "/..//evil.example/phish",
    "/.//evil.example",
    "/../..//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http://127.0.0.1:3001/client",
    "https://127.0.0.1:3000/client",
    "http://127.0.0.1:3000@evil.example/",
    "http://user:pass@127.0.0.1:3000/client",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.example",
    "/\n/evil.example",
    "\t//evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "//evil.example/%2F..",
    "/" + "a".repeat(3000),
    "",
  ])("refuses %j", (value) => {
    expect(resolveSameOriginPath(value, APP)).toBeNull();
    expect(safeCallbackUrl(value, "/fallback", APP)).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    for (const value of [null, undefined, 42, ["/client"], { href: "/client" }])
      expect(resolveSameOriginPath(value, APP)).toBeNull();
  });

  it("never returns a path a browser would read as another host", () => {
    const tricky = ["/..//x", "/./\\x", "/%2e%2e//x", "/%2e//x", "/.%2e//x", "/..\\\\x", "/.\t.//x"];
    for (const value of tricky) {
      const path = resolveSameOriginPath(value, APP);
      if (path !== null) expect(new URL(path, "http://other.invalid").host).toBe("other.invalid");
    }
  });

  it("absolute redirect URLs are built on APP_URL's origin", () => {
    expect(absoluteAppUrl("/client?x=1", "https://bizfund.example/some/path")).toBe(
      "https://bizfund.example/client?x=1",
    );
  });
});
