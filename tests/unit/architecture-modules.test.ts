import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  END,
  MISSING,
  START,
  describeModule,
  listModules,
  renderBlock,
  replaceBlock,
  syncModules,
} from "../../scripts/architecture-modules";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fixture repository: lib/ folders described in each of the supported ways, and a doc with the block. */
function fixture() {
  const root = mkdtempSync(path.join(os.tmpdir(), "arch-modules-"));
  dirs.push(root);
  const file = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  file("lib/alpha/README.md", "# lib/alpha\n\nAlpha things. More words that are not the summary.\n");
  file("lib/alpha/index.ts", "/** Not this one. */\nexport {};\n");
  file(
    "lib/beta/index.ts",
    'import x from "y";\n\n/**\n * Beta: the | pipe is escaped.\n * Second sentence.\n */\nexport {};\n',
  );
  file("lib/gamma/gamma.ts", "/** Gamma's main file. */\nexport const g = 1;\n");
  file("lib/gamma/aaa.ts", "/** Not the main file. */\nexport const a = 1;\n");
  file("lib/gamma/gamma.test.ts", "/** A test. */\n");
  file("lib/delta/thing.ts", "export const d = 1;\n");
  file("lib/loose.ts", "/** A file, not a folder: not listed. */\n");
  file("docs/architecture.md", `# Doc\n\nBefore.\n\n${START}\nold\n${END}\n\nAfter.\n`);
  return { lib: path.join(root, "lib"), doc: path.join(root, "docs/architecture.md") };
}

describe("scripts/architecture-modules.ts", () => {
  it("describes each lib/ folder: README, else index.ts, else its main file; a gap is shown", () => {
    const { lib } = fixture();
    expect(listModules(lib)).toEqual([
      { name: "alpha", description: "Alpha things." },
      { name: "beta", description: "Beta: the \\| pipe is escaped." },
      { name: "delta", description: MISSING },
      { name: "gamma", description: "Gamma's main file." },
    ]);
    expect(describeModule(path.join(lib, "gamma"))).toBe("Gamma's main file.");
  });

  it("writes the block between the markers, keeping the rest of the document", () => {
    const { lib, doc } = fixture();
    expect(syncModules(lib, doc, false)).toEqual({ upToDate: false });
    const text = readFileSync(doc, "utf8");
    expect(text).toContain("| `lib/alpha/` | Alpha things. |");
    expect(text).not.toContain("\nold\n");
    expect(text.startsWith("# Doc\n\nBefore.\n\n")).toBe(true);
    expect(text.endsWith("\n\nAfter.\n")).toBe(true);
    expect(syncModules(lib, doc, true)).toEqual({ upToDate: true });
  });

  it("check mode fails on a stale block and leaves the file alone", () => {
    const { lib, doc } = fixture();
    syncModules(lib, doc, false);
    writeFileSync(path.join(lib, "gamma/gamma.ts"), "/** Gamma, now described differently. */\n");
    const before = readFileSync(doc, "utf8");
    expect(syncModules(lib, doc, true)).toEqual({ upToDate: false });
    expect(readFileSync(doc, "utf8")).toBe(before);
    mkdirSync(path.join(lib, "epsilon"));
    expect(syncModules(lib, doc, false)).toEqual({ upToDate: false });
    expect(readFileSync(doc, "utf8")).toContain("| `lib/epsilon/` | " + MISSING.replace(/\|/g, "\\|") + " |");
  });

  it("refuses a document without the markers", () => {
    expect(() => replaceBlock("# No block\n", renderBlock([]))).toThrow(/modules:start/);
  });

  it("the repository's own docs/architecture.md is up to date", () => {
    const root = path.resolve(__dirname, "../..");
    expect(syncModules(path.join(root, "lib"), path.join(root, "docs/architecture.md"), true)).toEqual({
      upToDate: true,
    });
  });
});
