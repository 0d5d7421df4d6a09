import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envFilesIn, envFilesNextWouldCopy } from "@/lib/build/env-files";
import config from "@/next.config";

// Next copies .env and .env.production into .next/standalone at `next build` (ADR 049); the build
// refuses them, and the check after the build finds any that got there.
const dirs: string[] = [];
const tmp = (files: string[]) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bizfund-env-"));
  dirs.push(dir);
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), "AUTH_SECRET=x\n");
  }
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the build keeps .env files out of the standalone output", () => {
  it("names exactly the files Next copies: .env and .env.production, not the .local ones", () => {
    const dir = tmp([".env", ".env.production", ".env.local", ".env.production.local", ".env.example"]);
    expect(envFilesNextWouldCopy(dir)).toEqual([".env", ".env.production"]);
    expect(envFilesNextWouldCopy(tmp([".env.local", ".env.example"]))).toEqual([]);
  });

  it("next build stops on a .env or .env.production; other phases and .env.local do not", () => {
    for (const files of [[".env"], [".env.production"]]) {
      vi.spyOn(process, "cwd").mockReturnValue(tmp(files));
      expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/would be copied into \.next\/standalone/);
      expect(() => config(PHASE_DEVELOPMENT_SERVER)).not.toThrow();
    }
    vi.spyOn(process, "cwd").mockReturnValue(tmp([".env.local"]));
    expect(config(PHASE_PRODUCTION_BUILD).output).toBe("standalone");
  });

  it("finds a .env anywhere in a standalone output, outside dependencies, and not .env.example", () => {
    const dir = tmp([".env", "apps/web/.env.production", "node_modules/pkg/.env", "public/.env.example", "server.js"]);
    expect(envFilesIn(dir, { recursive: true })).toEqual([".env", "apps/web/.env.production"]);
    expect(envFilesIn(dir)).toEqual([".env"]);
    expect(envFilesIn(path.join(dir, "missing"), { recursive: true })).toEqual([]);
  });
});
