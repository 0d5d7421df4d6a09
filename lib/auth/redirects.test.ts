import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./redirects";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeCallbackUrl("/client?tab=documents#top")).toBe("/client?tab=documents#top");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "client", ""])("refuses %s", (value) => {
    expect(safeCallbackUrl(value, "/")).toBe("/");
  });
});
