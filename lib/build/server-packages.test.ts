import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { packageFolders, SERVER_ONLY_PACKAGES } from "./server-packages";

describe("the production server's own packages (ADR 088)", () => {
  it("are every bare import of scripts/server.mjs that the app itself does not bring", () => {
    const source = readFileSync("scripts/server.mjs", "utf8");
    const bare = [...source.matchAll(/^import .* from "([^".][^"]*)";$/gm)]
      .map(([, spec]) => spec!)
      .filter((spec) => !spec.startsWith("node:"));
    // next and @next/env are Next's own; the rest must be listed for the standalone trace.
    expect(bare.filter((spec) => !["next", "@next/env"].includes(spec))).toEqual([...SERVER_ONLY_PACKAGES]);
  });

  it("come with everything they depend on, nested copies included", () => {
    const folders = packageFolders(["compression"]);
    expect(folders).toContain("node_modules/compression");
    expect(folders).toContain("node_modules/vary");
    expect(folders).toContain("node_modules/compressible");
    expect(folders).toContain("node_modules/mime-db");
    expect(folders.every((f) => f.startsWith("node_modules/"))).toBe(true);
  });
});
