// Lighthouse categories (issues #4, #19, #38): mobile, Lighthouse's default simulated throttling, on
// `/`, `/working-capital`, `/contact`, `/faq` and `/application` of the production build, served by
// `next start` on 127.0.0.1 with a throwaway embedded database. Budgets: performance ≥ 95 (issue 38;
// the observed timings against a plain Next page are `npm run bench -- vitals`), accessibility, best
// practices and SEO 100. Each page runs LH_RUNS times (default 3); the median performance counts, as
// Lighthouse itself recommends. Needs `next build` and Chromium (CHROME_PATH, default
// /usr/bin/chromium); reports, never gates (speed targets live in benchmarks; sizes in budgets.json).
import { existsSync } from "node:fs";
import path from "node:path";
import { launchChrome, lighthouseRun, median, type LighthouseRun } from "./lib/lighthouse-run";
import { serveNext } from "./lib/next-server";
import { reportRow } from "./lib/report";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID")) || !existsSync(chromePath)) {
  console.log("lighthouse skipped: needs `npm run build` and Chromium at CHROME_PATH (/usr/bin/chromium)");
  process.exit(0);
}

const PAGES = (process.env.LH_PAGES ?? "/,/working-capital,/contact,/faq,/application").split(",");
const RUNS = Number(process.env.LH_RUNS ?? 3);
const BUDGET: Record<string, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const server = await serveNext(process.cwd(), Number(process.env.LH_PORT ?? 3198), { readyPath: "/api/health" });
const chrome = await launchChrome(chromePath);
let over = 0;
try {
  for (const page of PAGES) await fetch(`${server.origin}${page}`); // warm the server once per page
  for (const page of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await lighthouseRun(`${server.origin}${page}`, chrome.port, { categories: Object.keys(BUDGET) }));
    const perfs = runs.map((r) => r.scores.performance ?? 0);
    const perf = median(perfs);
    const run = runs.find((r) => r.scores.performance === perf)!;
    const verdicts = Object.entries(BUDGET).map(([k, min]) => {
      const value = k === "performance" ? perf : Math.min(...runs.map((r) => r.scores[k] ?? 0));
      if (value < min) over++;
      return `${k} ${value}${value < min ? ` (budget ${min}: OVER)` : ""}`;
    });
    console.log(`${page.padEnd(18)} ${verdicts.join(", ")}`);
    console.log(
      `${"".padEnd(18)} median run: FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}; performance runs ${perfs.join("/")}`,
    );
    reportRow({
      what: `Lighthouse performance ${page}`,
      target: "≥ 95",
      measured: `${perf} (runs ${perfs.join("/")})`,
      ok: perf >= 95,
    });
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`${"".padEnd(18)} failing audits: ${failing.join(", ")}`);
  }
  console.log(`pages × categories below budget: ${over}`);
} finally {
  await chrome.kill();
  server.stop();
}
