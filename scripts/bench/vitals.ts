// Issue 38 item 3, "measure what users get" (ADR 051): our pages beside a plain create-next-app page
// (scripts/bench/plain-app: a heading and text, no font, no CSS framework), both production builds
// served by `next start`, measured in the same run, interleaved run by run:
// - Lighthouse mobile with `--throttling-method=devtools` (the load really throttled, LCP and TBT as
//   observed) and with its default simulated throttling (the performance score);
// - web-vitals in Playwright's Chromium at 4x CPU: LCP, and the latency of a wizard answer and of a
//   portal tab change (INP).
// Targets: observed LCP on /, /working-capital, /application ≤ 1.5x the plain page's; TBT no higher
// than the plain page's; interactions < 100 ms; simulated performance ≥ 95. Medians of VITALS_RUNS
// (default 3). Needs `next build` and Chromium; reports, never gates (ADR 030). Ports 3400-3401
// (VITALS_PORT).
import { existsSync } from "node:fs";
import path from "node:path";
import type * as chromeLauncher from "chrome-launcher";
import { launchChrome, lighthouseRun, median, type LighthouseRun } from "./lib/lighthouse-run";
import { buildPlainApp, PLAIN_APP_DIR, serveNext, type Served } from "./lib/next-server";
import { reportRow } from "./lib/report";
import { launchProbe, probe } from "./lib/vitals-probe";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID")) || !existsSync(chromePath)) {
  console.log("vitals skipped: needs `npm run build` and Chromium at CHROME_PATH (/usr/bin/chromium)");
  process.exit(0);
}
const PAGES = ["/", "/working-capital", "/application"];
const RUNS = Number(process.env.VITALS_RUNS ?? 3);
const port = Number(process.env.VITALS_PORT ?? 3400);
const ms = (v: number) => `${Math.round(v)} ms`;
const kib = (v: number) => `${Math.round(v / 1024)} KiB`;

buildPlainApp();
const servers: Served[] = [];
const stopAll = () => servers.splice(0).forEach((s) => s.stop());
process.on("SIGINT", () => (stopAll(), process.exit(130)));
process.on("SIGTERM", () => (stopAll(), process.exit(143)));
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // The app with development logins, for the portal's sign-in (no page measured here changes with it).
  const app = await serveNext(process.cwd(), port, { readyPath: "/api/health", extraEnv: { DEV_LOGINS: "1" } });
  servers.push(app);
  const plain = await serveNext(PLAIN_APP_DIR, port + 1);
  servers.push(plain);
  const targets = [
    { name: "plain", url: `${plain.origin}/` },
    ...PAGES.map((p) => ({ name: p, url: `${app.origin}${p}` })),
  ];
  for (const t of targets) await fetch(t.url); // warm each server once

  // Lighthouse, observed and simulated, one run of every target in turn.
  chrome = await launchChrome(chromePath);
  const lh: Record<string, { devtools: LighthouseRun[]; simulate: LighthouseRun[] }> = {};
  for (let i = 0; i < RUNS; i++)
    for (const throttling of ["devtools", "simulate"] as const)
      for (const t of targets) {
        (lh[t.name] ??= { devtools: [], simulate: [] })[throttling].push(
          await lighthouseRun(t.url, chrome.port, { throttling }),
        );
      }
  await chrome.kill();
  chrome = undefined;

  // web-vitals at 4x CPU: LCP of every target, and the two interactions.
  const browser = await launchProbe();
  const lcp: Record<string, number[]> = {};
  const inp = { wizard: [] as number[], tab: [] as number[] };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const t of targets) (lcp[t.name] ??= []).push((await probe(browser, t.url)).lcp);
      const wizard = await probe(browser, `${app.origin}/application`, {
        interact: { ready: "h1", act: (page) => page.getByRole("button", { name: "Business Growth" }).click() },
      });
      inp.wizard.push(wizard.inp);
      const tab = await probe(browser, `${app.origin}/partner`, {
        prepare: async (page) => {
          await page.goto(`${app.origin}/api/dev/login-partner`);
          await page.waitForURL((u) => !u.pathname.startsWith("/api/"));
        },
        interact: { ready: "[role=tab]", act: (page) => page.getByRole("tab", { name: "Lead Management" }).click() },
      });
      inp.tab.push(tab.inp);
    }
  } finally {
    await browser.close();
  }

  // The table: each target's medians, then the rows.
  const m = (name: string, throttling: "devtools" | "simulate", pick: (r: LighthouseRun) => number) =>
    median(lh[name]![throttling].map(pick));
  console.log(`medians of ${RUNS} runs; Lighthouse mobile; web-vitals at 4x CPU`);
  console.log(
    "target            | observed LCP | observed TBT | bytes   | requests | simulated perf | LCP | TBT    | LCP 4x CPU",
  );
  for (const t of targets)
    console.log(
      `${t.name.padEnd(17)} | ${ms(m(t.name, "devtools", (r) => r.lcpMs)).padStart(12)} | ${ms(m(t.name, "devtools", (r) => r.tbtMs)).padStart(12)} | ${kib(m(t.name, "devtools", (r) => r.bytes)).padStart(7)} | ${String(m(t.name, "devtools", (r) => r.requests)).padStart(8)} | ${String(m(t.name, "simulate", (r) => r.scores.performance ?? 0)).padStart(14)} | ${ms(m(t.name, "simulate", (r) => r.lcpMs))} | ${ms(m(t.name, "simulate", (r) => r.tbtMs)).padStart(6)} | ${ms(median(lcp[t.name]!))}`,
    );
  const plainLcp = m("plain", "devtools", (r) => r.lcpMs);
  const plainTbt = m("plain", "devtools", (r) => r.tbtMs);
  for (const page of PAGES) {
    const ours = m(page, "devtools", (r) => r.lcpMs);
    reportRow({
      what: `observed LCP ${page} vs plain page`,
      target: "≤ 1.5×",
      measured: `${(ours / plainLcp).toFixed(2)}× (${ms(ours)} vs ${ms(plainLcp)})`,
      ok: ours <= 1.5 * plainLcp,
    });
    const tbt = m(page, "devtools", (r) => r.tbtMs);
    reportRow({
      what: `observed TBT ${page} vs plain page`,
      target: "≤ plain",
      measured: `${ms(tbt)} vs ${ms(plainTbt)}`,
      ok: tbt <= plainTbt,
    });
    const perf = lh[page]!.simulate.map((r) => r.scores.performance ?? 0);
    reportRow({
      what: `Lighthouse performance ${page} (simulated)`,
      target: "≥ 95",
      measured: `${median(perf)} (runs ${perf.join("/")}; plain ${m("plain", "simulate", (r) => r.scores.performance ?? 0)})`,
      ok: median(perf) >= 95,
    });
  }
  for (const [what, values] of [
    ["wizard answer", inp.wizard],
    ["portal tab change", inp.tab],
  ] as const)
    reportRow({
      what: `interaction latency, ${what} (4× CPU)`,
      target: "< 100 ms",
      measured: `${ms(median(values))} (runs ${values.map((v) => Math.round(v)).join("/")})`,
      ok: median(values) < 100,
    });
} finally {
  await chrome?.kill();
  stopAll();
}
