import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Source } from "./csp-hashes";
import { logger } from "@/lib/observability/log";
import { parseCspManifest, readCspManifest } from "./csp-manifest";

const hash = sha256Source("boot()");
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A minimal `.next` directory: one static page, "/", whose HTML runs boot(). */
function distDir(manifest?: object) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "csp-dist-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "server", "app"), { recursive: true });
  writeFileSync(path.join(dir, "BUILD_ID"), "b2\n");
  writeFileSync(
    path.join(dir, "prerender-manifest.json"),
    JSON.stringify({ routes: { "/": { initialRevalidateSeconds: false } }, dynamicRoutes: {} }),
  );
  writeFileSync(path.join(dir, "app-path-routes-manifest.json"), JSON.stringify({ "/(marketing)/page": "/" }));
  writeFileSync(path.join(dir, "server", "app", "index.html"), "<html><script>boot()</script></html>");
  if (manifest) writeFileSync(path.join(dir, "csp-hashes.json"), JSON.stringify(manifest));
  return dir;
}

describe("CSP hash manifest", () => {
  it("accepts a well-formed manifest of the running build", () => {
    const json = JSON.stringify({ version: 1, buildId: "b2", pages: { "/": [hash] } });
    expect(parseCspManifest(json, "b2")).toEqual({ version: 1, buildId: "b2", pages: { "/": [hash] } });
  });

  it("refuses a manifest of another build, and anything but sha256 sources (it goes into a header)", () => {
    expect(() => parseCspManifest(JSON.stringify({ version: 1, buildId: "b1", pages: { "/": [hash] } }), "b2")).toThrow(
      /build b1/,
    );
    for (const bad of ["'unsafe-inline'", `${hash}\r\nSet-Cookie: x=1`, "'sha256-abc='"]) {
      expect(() =>
        parseCspManifest(JSON.stringify({ version: 1, buildId: "b2", pages: { "/": [bad] } }), "b2"),
      ).toThrow();
    }
  });

  it("reads the manifest written after the build", () => {
    const other = "'sha256-" + "A".repeat(43) + "='";
    expect(readCspManifest(distDir({ version: 1, buildId: "b2", pages: { "/": [other] } }))?.pages["/"]).toEqual([
      other,
    ]);
  });

  it("derives the hashes from the build output when the manifest is missing or stale", () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(readCspManifest(distDir())?.pages).toEqual({ "/": [hash] });
    expect(readCspManifest(distDir({ version: 1, buildId: "old", pages: { "/": [] } }))?.pages).toEqual({
      "/": [hash],
    });
  });

  it("is null, and says why, without a production build", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    expect(readCspManifest(path.join(os.tmpdir(), "no-such-next-dir"))).toBeNull();
    expect(error.mock.calls[0]![1]).toMatch(/no production build/);
  });
});
