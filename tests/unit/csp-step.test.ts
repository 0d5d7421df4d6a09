import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { needsCspStep } from "../../scripts/csp-step.mjs";

const dirs: string[] = [];
function build(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "csp-step-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
const manifest = (buildId: string) => JSON.stringify({ version: 1, buildId, pages: {} });
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("needsCspStep (npm start)", () => {
  it("runs the step when a manifest of an earlier build is left beside a new build", () => {
    expect(needsCspStep(build({ BUILD_ID: "new-build\n", "csp-hashes.json": manifest("old-build") }))).toBe(true);
  });

  it("runs it when the manifest is missing or unreadable", () => {
    expect(needsCspStep(build({ BUILD_ID: "b1" }))).toBe(true);
    expect(needsCspStep(build({ BUILD_ID: "b1", "csp-hashes.json": "{not json" }))).toBe(true);
    expect(needsCspStep(build({ BUILD_ID: "b1", "csp-hashes.json": "{}" }))).toBe(true);
  });

  it("skips it when the manifest belongs to this build, or there is no build", () => {
    expect(needsCspStep(build({ BUILD_ID: "b1\n", "csp-hashes.json": manifest("b1") }))).toBe(false);
    expect(needsCspStep(build({}))).toBe(false);
  });
});
