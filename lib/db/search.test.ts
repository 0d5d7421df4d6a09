import { describe, expect, it } from "vitest";
import { containsText, escapeLike } from "./search";

describe("LIKE escaping for search boxes", () => {
  it("escapes the wildcards and the escape character itself", () => {
    expect(escapeLike("50%")).toBe("50\\%");
    expect(escapeLike("a_b")).toBe("a\\_b");
    expect(escapeLike("C:\\temp")).toBe("C:\\\\temp");
    expect(escapeLike("100%_\\")).toBe("100\\%\\_\\\\");
    expect(escapeLike("plain text")).toBe("plain text");
  });
  it("builds a case-insensitive contains filter", () => {
    expect(containsText("5%")).toEqual({ contains: "5\\%", mode: "insensitive" });
  });
});
