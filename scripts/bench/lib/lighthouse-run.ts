// One Lighthouse run (mobile, Lighthouse 12's defaults) against an already running Chrome, for the
// browser benchmarks. `throttling`: "simulate" is Lighthouse's default model (Lantern: a trace taken
// unthrottled, projected onto slow 4G and a 4x slower CPU); "devtools" throttles the real page load
// with DevTools (the same network and CPU figures) and reports what was observed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Headless Chromium for Lighthouse, with the flags the e2e suite uses. */
export const launchChrome = (chromePath: string) =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

export type LighthouseRun = {
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every byte transferred by the page load (total-byte-weight). */
  bytes: number;
  /** How many requests the page load made (network-requests). */
  requests: number;
  /** Failing audits with weight in the non-performance categories. */
  failing: string[];
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function lighthouseRun(
  url: string,
  chromePort: number,
  {
    throttling = "simulate",
    categories = ["performance"],
  }: { throttling?: "simulate" | "devtools"; categories?: string[] } = {},
): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART): that run is taken again, twice at most.
    if (lhr.runtimeError && attempt < 2) continue;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
      fcpMs: value("first-contentful-paint"),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      bytes: value("total-byte-weight"),
      requests: (lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN,
      failing: Object.entries(lhr.categories)
        .filter(([k]) => k !== "performance")
        .flatMap(([, c]) =>
          c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
        ),
    };
  }
}
