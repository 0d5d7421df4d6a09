// `npm run shots`: full-page screenshots of every main page and every portal tab, for each role, at
// 390 and 1440 wide, into shots/ (gitignored) for review. Not a test: it asserts nothing.
//
// It starts the production server on a fresh seeded database (scripts/e2e-server.mjs, after
// `npm run build`) on SHOTS_PORT (3190), or uses a running one given as SHOTS_URL. The portals are
// entered with the development logins and the seeded admin (tests/e2e/fixtures.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../playwright.config";
import { MARKETING_PAGES } from "../lib/marketing/content";
import { loginAs } from "../tests/e2e/fixtures";
import { ROLES, walkPortal } from "../tests/e2e/portal-walk";

const WIDTHS = [
  { name: "390", viewport: { width: 390, height: 844 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
] as const;
const MAIN_PAGES = ["/", ...MARKETING_PAGES.map((p) => p.path), "/application", "/signin"];
const OUT = path.resolve(process.env.SHOTS_DIR ?? "shots");

async function serve(): Promise<{ url: string; server: ChildProcess | null }> {
  if (process.env.SHOTS_URL) return { url: process.env.SHOTS_URL.replace(/\/$/, ""), server: null };
  const port = process.env.SHOTS_PORT ?? "3190";
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_PORT: port },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 180; i++) {
    if (server.exitCode !== null) throw new Error("The server stopped (has `npm run build` run?).");
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, server };
    await new Promise((r) => setTimeout(r, 1000));
  }
  server.kill("SIGTERM");
  throw new Error("The server was not ready within 3 minutes.");
}

const fileName = (s: string) =>
  s
    .replace(/^\/$/, "home")
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-");

async function shoot(browser: Browser, url: string) {
  let count = 0;
  for (const width of WIDTHS) {
    const dir = path.join(OUT, width.name);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ baseURL: url, viewport: width.viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const route of MAIN_PAGES) {
      await page.goto(route, { waitUntil: "networkidle" });
      await page.screenshot({ path: path.join(dir, `page-${fileName(route)}.png`), fullPage: true });
      count++;
    }
    await context.close();
    for (const role of ROLES) {
      const ctx = await browser.newContext({ baseURL: url, viewport: width.viewport, reducedMotion: "reduce" });
      const p = await ctx.newPage();
      await loginAs(p, role);
      await walkPortal(p, role, async (name) => {
        await p.screenshot({ path: path.join(dir, `portal-${name}.png`), fullPage: true });
        count++;
      });
      await ctx.close();
    }
    console.log(`${width.name} px: done`);
  }
  return count;
}

const { url, server } = await serve();
process.env.E2E_PORT ??= new URL(url).port; // the admin's TOTP key file is kept per port
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  rmSync(OUT, { recursive: true, force: true });
  const count = await shoot(browser, url);
  console.log(`${count} screenshots in ${path.relative(process.cwd(), OUT)}/`);
} finally {
  await browser.close();
  server?.kill("SIGTERM");
}
