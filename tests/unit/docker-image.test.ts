import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { dockerignore } from "../support/dockerignore";

// Static checks of the image's recipe (no Docker engine here): what the build context holds, what
// each stage runs, and that its Node version is one every installed package supports (ADR 049).
const read = (file: string) => readFileSync(file, "utf8");
const dockerfile = read("Dockerfile");
const ignored = dockerignore(read(".dockerignore"));

describe(".dockerignore", () => {
  it("keeps secrets, generated code, local data, build output and test results out of the build context", () => {
    for (const file of [
      ".env",
      ".env.local",
      ".env.production",
      ".env.production.local",
      "deploy/.env",
      "lib/db/generated/client.ts",
      "data/pgdata/PG_VERSION",
      "data/auth-secret",
      ".next/standalone/server.js",
      ".next/standalone/.env",
      "node_modules/next/package.json",
      "scripts/node_modules/x/index.js",
      "test-results/vitest.json",
      "playwright-report/index.html",
      "bench-results/run.json",
      "backups/bizfund-2026-11-27.bfb",
      "bizfund-backup-2026-11-27T00-00-00-000Z.bfb",
      ".git/HEAD",
    ])
      expect(ignored(file), file).toBe(true);
  });

  it("keeps what the image builds from", () => {
    for (const file of [
      ".env.example",
      "package.json",
      "package-lock.json",
      "prisma/schema.prisma",
      "prisma/migrations/20261127000000_x/migration.sql",
      "scripts/server.mjs",
      "scripts/check-env-files.ts",
      "lib/db/connection.ts",
      "lib/build/env-files.ts",
      "app/layout.tsx",
      "public/favicon.ico",
      "deploy/lenders.sample.csv",
      "next.config.ts",
    ])
      expect(ignored(file), file).toBe(false);
  });
});

describe("Dockerfile", () => {
  const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)].map(([, image, name]) => ({ image, name }));
  const nodeImage = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? "";

  it("builds every Node stage from one supported LTS image (22 or 24), pinned to a release", () => {
    expect(stages.map((s) => s.name)).toEqual(["deps", "build", "migrate", "runtime"]);
    for (const s of stages) expect(["${NODE_IMAGE}", "deps", "build"]).toContain(s.image);
    expect(nodeImage).toMatch(/^node:(22|24)\.\d+\.\d+-bookworm-slim$/);
  });

  it("runs on a Node version that every package installed on Linux admits (engines)", () => {
    const version = /^node:(\d+\.\d+\.\d+)/.exec(nodeImage)![1]!;
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { version?: string; os?: string[]; engines?: { node?: string } | string[] }>;
    };
    // Packages for other systems (a Windows-only binary) are never installed in the Linux image.
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => !p.os || p.os.includes("linux"))
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(version, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name}@${p.version}: ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it("refuses a .env in the build context and checks the standalone output for one after the build", () => {
    const build = dockerfile.slice(dockerfile.indexOf("AS build"), dockerfile.indexOf("AS migrate"));
    const check = "node --import tsx scripts/check-env-files.ts";
    const steps = [`${check} --source .`, "npm run build", `${check} --standalone .next/standalone`].map((s) =>
      build.indexOf(s),
    );
    // The command the Dockerfile runs is the one that exists (and that npm test runs after its build).
    expect(existsSync("scripts/check-env-files.ts")).toBe(true);
    expect(readFileSync("scripts/test-all.mjs", "utf8")).toContain('"scripts/check-env-files.ts",\n    "--standalone"');
    expect(steps.every((i) => i > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it("bakes no secret in: no ARG or ENV names a key, secret, password or token", () => {
    const settings = dockerfile.split("\n").filter((l) => /^(ARG|ENV)\b/.test(l));
    expect(settings.length).toBeGreaterThan(0);
    for (const line of settings) expect(line).not.toMatch(/SECRET|PASSWORD|TOKEN|_KEY|SMTP_URL|DATABASE_URL/i);
  });

  it("runs as a non-root user, and the operations image has PostgreSQL's client for pg_dump", () => {
    const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));
    expect(runtime).toMatch(/^USER node$/m);
    const migrate = dockerfile.slice(dockerfile.indexOf("AS migrate"), dockerfile.indexOf("AS runtime"));
    expect(migrate).toMatch(/apt-get install .*postgresql-client/);
  });
});
