import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, HINT_MIN_BYTES, loadTimeChunks, withCompileHint, worthHinting } from "./compile-hints";
import { paintFirst } from "./paint-first";

describe("withCompileHint", () => {
  it("puts V8's magic comment on the chunk's first line, once", () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x.js",1,e=>{}]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("worthHinting", () => {
  it("hints the large chunks only: a small one compiles in well under a millisecond", () => {
    expect(worthHinting(234_694)).toBe(true);
    expect(worthHinting(HINT_MIN_BYTES)).toBe(true);
    expect(worthHinting(HINT_MIN_BYTES - 1)).toBe(false);
    expect(worthHinting(581)).toBe(false);
  });
});

describe("loadTimeChunks", () => {
  it("names every route's first-load chunks and what prerendered pages load after their first paint", () => {
    const dist = path.join("/build", ".next");
    const page = paintFirst(
      '<html><head><script src="/_next/static/chunks/react.js" async=""></script>' +
        '<link rel="preload" href="/_next/static/chunks/quote-island.js" as="script" fetchPriority="low"/>' +
        "</head><body><h1>Get funded in 72hrs</h1></body></html>",
    );
    const chunks = loadTimeChunks(
      dist,
      [
        { firstLoadChunkPaths: [".next/static/chunks/react.js", ".next/static/chunks/portal.js"] },
        { firstLoadChunkPaths: [".next/static/chunks/react.js", ".next/static/css/site.css"] },
      ],
      [page, "<html><body>no scripts</body></html>"],
    );
    expect(chunks).toEqual(
      ["portal.js", "quote-island.js", "react.js"].map((f) => path.join(dist, "static", "chunks", f)),
    );
  });
});
