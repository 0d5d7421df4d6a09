import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "@/scripts/codemods/front-doors";
import { check } from "@/scripts/check-imports";

// ADR 086: `npm run lint` fails on a cross-domain deep import (ESLint's front-doors rule and
// scripts/check-imports.ts) and on a runtime import cycle in lib/ (scripts/check-imports.ts), and the
// codemod rewrites a deep import to the door and adds the re-export, once.
const repo = fileURLToPath(new URL("../..", import.meta.url));
let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "front-doors-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
const read = (name: string) => readFileSync(path.join(root, name), "utf8");

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("front doors: deep imports", () => {
  it("fails on an import into another domain's folder, by alias or relative path, and passes through the door", () => {
    tree({
      "lib/money/index.ts": 'export { cents } from "./cents";\n',
      "lib/money/cents.ts": "export const cents = (n: number) => n * 100;\n",
      "lib/offers/a.ts": 'import { cents } from "@/lib/money/cents";\nexport const a = cents(1);\n',
      "lib/offers/b.ts": 'import { cents } from "../money/cents";\nexport const b = cents(2);\n',
      "lib/offers/c.ts": 'import { cents } from "@/lib/money";\nimport { a } from "./a";\nexport const c = cents(a);\n',
      "app/page.ts": 'export { cents } from "@/lib/money/cents";\n',
      "tests/x.test.ts": 'import { cents } from "@/lib/money/cents";\nvoid cents;\n',
      // A module a browser loads imports the exact module (a door would put the domain in the chunk).
      "components/price.tsx":
        '"use client";\nimport { price } from "@/lib/offers/price";\nexport const P = () => price;\n',
      "lib/offers/price.ts": 'import { cents } from "@/lib/money/cents";\nexport const price = cents(3);\n',
    });
    const problems = check(root);
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(
      /lib\/offers\/a\.ts:1 imports @\/lib\/money\/cents: enter lib\/money by its door/,
    );
    expect(problems.join("\n")).toMatch(/lib\/offers\/b\.ts:1 imports \.\.\/money\/cents/);
    expect(problems.join("\n")).toMatch(/app\/page\.ts:1/);
  });

  it("is an ESLint error under the project's own config", async () => {
    const eslint = new ESLint({ cwd: repo });
    const [deep] = await eslint.lintText(
      'import { formatCents } from "@/lib/money/format";\nexport const f = formatCents;\n',
      {
        filePath: path.join(repo, "lib/offers/fixture-deep.ts"),
      },
    );
    expect(deep!.messages.map((m) => m.ruleId)).toContain("front-doors/no-deep-import");
    const [door] = await eslint.lintText(
      'import { formatCents } from "@/lib/money/client";\nexport const f = formatCents;\n',
      {
        filePath: path.join(repo, "lib/offers/fixture-door.ts"),
      },
    );
    expect(door!.messages.map((m) => m.ruleId)).not.toContain("front-doors/no-deep-import");
    root = mkdtempSync(path.join(tmpdir(), "front-doors-"));
  }, 60_000);
});

describe("front doors: runtime cycles", () => {
  it("fails on a loop in lib/, a dynamic import() included, and ignores type-only imports", () => {
    tree({
      "lib/mail/index.ts": 'import { enqueue } from "@/lib/jobs";\nexport const send = () => enqueue();\n',
      "lib/jobs/index.ts":
        'export async function enqueue() {\n  const { send } = await import("@/lib/mail");\n  return send;\n}\n',
      "lib/audit/index.ts": 'import type { Log } from "@/lib/notes";\nexport const audit = (l: Log) => l;\n',
      "lib/notes/index.ts":
        'import { audit } from "@/lib/audit";\nexport type Log = string;\nexport const note = audit;\n',
    });
    const problems = check(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/runtime import cycle through 2 files/);
    expect(problems[0]).toMatch(/lib\/jobs\/index\.ts:2 import\(\)s lib\/mail\/index\.ts/);
  });
});

describe("front doors: the codemod", () => {
  it("rewrites deep imports to the door, adds the re-exports (values and types), and a second run changes nothing", () => {
    tree({
      "lib/money/cents.ts": "export const cents = (n: number) => n * 100;\nexport type Cents = number;\n",
      "lib/money/db.ts": 'import "server-only";\nexport const saveCents = (n: number) => n;\n',
      "lib/offers/a.ts":
        'import { cents, Cents } from "@/lib/money/cents";\nimport { saveCents } from "../money/db";\nexport const a: Cents = saveCents(cents(1));\n',
    });
    const first = run(root, { format: false });
    expect(first.changed).toEqual(["lib/money/client.ts", "lib/money/index.ts", "lib/offers/a.ts"]);
    expect(read("lib/offers/a.ts")).toContain('import { cents, Cents } from "@/lib/money/client";');
    expect(read("lib/offers/a.ts")).toContain('import { saveCents } from "@/lib/money";');
    expect(read("lib/money/client.ts")).toMatch(/export \{ (cents, type Cents|type Cents, cents) \} from "\.\/cents";/);
    expect(read("lib/money/index.ts")).toContain('export { saveCents } from "./db";');
    expect(check(root)).toEqual([]);
    expect(run(root, { format: false }).changed).toEqual([]);
  });

  it("keeps a deep import whose door would close a runtime cycle", () => {
    tree({
      "lib/apps/index.ts": 'export { submit } from "./submit";\n',
      "lib/apps/submit.ts": 'import { notify } from "@/lib/mail/notify";\nexport const submit = () => notify();\n',
      "lib/apps/status.ts": 'import "server-only";\nexport const status = "draft";\n',
      "lib/mail/notify.ts": 'import "server-only";\nexport const notify = () => 1;\n',
      "lib/mail/digest.ts": 'import { status } from "@/lib/apps/status";\nexport const digest = status;\n',
      "lib/mail/index.ts": 'export { digest } from "./digest";\n',
    });
    const result = run(root, { format: false });
    expect(result.skipped.length).toBeGreaterThan(0);
    const problems = check(root);
    expect(problems.some((p) => p.includes("runtime import cycle"))).toBe(false);
  });
});
