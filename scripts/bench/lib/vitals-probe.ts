// LCP and interaction latency as a visitor's browser reports them (web-vitals), in Chromium driven by
// Playwright with the CPU slowed 4x (DevTools' CPU throttling), each run in a fresh context (empty
// cache). The network is the loopback's: only the CPU is throttled.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../../../playwright.config";

// web-vitals' browser build, run in the page before anything else; it keeps the latest values.
const WEB_VITALS = readFileSync(
  path.join(process.cwd(), "node_modules", "web-vitals", "dist", "web-vitals.iife.js"),
  "utf8",
);
const PROBE = `${WEB_VITALS}
window.__vitals = { lcp: NaN, inp: NaN };
webVitals.onLCP((m) => (window.__vitals.lcp = m.value), { reportAllChanges: true });
webVitals.onINP((m) => (window.__vitals.inp = m.value), { reportAllChanges: true, durationThreshold: 0 });`;

type Vitals = { lcp: number; inp: number };
const readVitals = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

/** Once React has hydrated `selector` (it attaches its fiber to the DOM nodes it takes over). */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 60_000 },
  );

export async function launchProbe(): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
}

/**
 * One page load at 4x CPU: `prepare` runs unthrottled first (a sign-in), `interact` after the page has
 * hydrated. Resolves with the LCP and, when `interact` was given, the interaction's latency (INP).
 */
export async function probe(
  browser: Browser,
  url: string,
  {
    prepare,
    interact,
  }: { prepare?: (page: Page) => Promise<void>; interact?: { ready: string; act: (page: Page) => Promise<void> } } = {},
): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    await context.addInitScript({ content: PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    if (interact) {
      await hydrated(page, interact.ready);
      await interact.act(page);
      // The interaction's next paint, then web-vitals' report of it.
      await page.waitForTimeout(1_000);
    }
    return await readVitals(page);
  } finally {
    await context.close();
  }
}
