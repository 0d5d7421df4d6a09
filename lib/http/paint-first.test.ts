import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes";
import { paintFirst, paintFirstScripts } from "./paint-first";

// The shape of a prerendered page's head and body as `next build` writes them (Next 16, Turbopack).
const PAGE =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/island.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  "</head><body><main><h1>Get funded in 72hrs</h1></main>" +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>";

/** Runs the page's loader in a stand-in browser and returns what it appended, and when. */
function runLoader(
  html: string,
  browser: { visible?: boolean; paintTiming?: boolean; painted?: boolean; msPerScript?: number },
) {
  const loader = /<script data-paint-first="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: string[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const observers: ((list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void)[] = [];
  const Observer = Object.assign(
    function (this: unknown, cb: (typeof observers)[number]) {
      observers.push(cb);
      return { observe() {} };
    },
    { supportedEntryTypes: browser.paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"] },
  );
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  // The stand-in clock: adding a script costs `msPerScript` (a fetch to start).
  let now = 0;
  const window: Record<string, unknown> = {
    PerformanceObserver: Observer,
    requestAnimationFrame: (cb: () => void) => timers.push({ cb, ms: 16 }),
  };
  runInNewContext(loader, {
    window,
    document: {
      visibilityState: browser.visible === false ? "hidden" : "visible",
      addEventListener: (type: string, cb: (e: unknown) => void, capture: boolean) => {
        expect(capture).toBe(true);
        (listeners[type] ??= []).push(cb);
      },
      createElement: () => ({}) as { src?: string },
      head: {
        appendChild: (e: { src: string; async: boolean }) => {
          now += browser.msPerScript ?? 0;
          appended.push(`${e.src}${e.async ? " async" : ""}`);
        },
      },
    },
    Date: { now: () => now },
    performance: { getEntriesByType: () => (browser.painted ? [{ name: "first-contentful-paint" }] : []) },
    setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }),
  });
  return {
    appended,
    window,
    /** Dispatches a document event; answers whether its default action was prevented. */
    dispatch(type: string, target: unknown = {}) {
      let prevented = false;
      for (const cb of listeners[type] ?? []) cb({ target, preventDefault: () => (prevented = true) });
      return prevented;
    },
    paint(name: string) {
      for (const cb of observers) cb({ getEntries: () => [{ name }] }, { disconnect() {} });
    },
    /** Runs the frames and timers due within `ms` (those they queue wait for the next call). */
    tick(ms = 16) {
      const due = timers.filter((t) => t.ms <= ms);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms));
      for (const t of due) t.cb();
    },
  };
}

describe("paintFirst", () => {
  const painted = paintFirst(PAGE);

  it("moves the page's chunks and script preloads into one loader at the end of the body, in order, once each", () => {
    expect(painted).not.toContain('async=""');
    expect(painted).not.toMatch(/as="script"/);
    expect(paintFirstScripts(painted)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/island.js",
    ]);
    expect(painted).toMatch(/<script data-paint-first="">[^\n]*?<\/script><\/body><\/html>$/);
  });

  it("keeps the font preload, the stylesheets, the noModule polyfills, the content and the inline flight data", () => {
    for (const kept of [
      'as="font"',
      'rel="stylesheet"',
      'noModule=""',
      "<h1>Get funded in 72hrs</h1>",
      "self.__next_f",
    ])
      expect(painted).toContain(kept);
  });

  it("is idempotent, and leaves a page without chunks alone", () => {
    expect(paintFirst(painted)).toBe(painted);
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
  });

  it("puts its loader among the page's inline scripts, so the page's CSP hashes allow it", () => {
    expect(inlineScriptHashes(painted)).toHaveLength(inlineScriptHashes(PAGE).length + 1);
  });

  it("loads the chunks after the first contentful paint, not before and not twice", () => {
    const page = runLoader(painted, { paintTiming: true });
    expect(page.appended).toEqual([]);
    page.paint("first-paint");
    expect(page.appended).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.appended).toEqual([
      "/_next/static/chunks/main.js async",
      "/_next/static/chunks/framework.js async",
      "/_next/static/chunks/react-dom.js async",
      "/_next/static/chunks/island.js async",
    ]);
    page.tick(2000); // the two-second fallback finds the chunks added
    expect(page.appended).toHaveLength(4);
  });

  it("adds the chunks for at most 4 ms at a time, then yields to the browser until all are added", () => {
    const page = runLoader(painted, { paintTiming: true, painted: true, msPerScript: 3 });
    expect(page.appended).toHaveLength(2); // 3 ms, then 6 ms: time to yield
    page.tick(0);
    expect(page.appended).toHaveLength(4);
    expect(new Set(page.appended).size).toBe(4);
    page.tick(2000);
    expect(page.appended).toHaveLength(4);
  });

  it("loads at once when the page has painted already or is not shown, and after two seconds at the latest", () => {
    expect(runLoader(painted, { paintTiming: true, painted: true }).appended).toHaveLength(4);
    expect(runLoader(painted, { visible: false }).appended).toHaveLength(4);
    const never = runLoader(painted, { paintTiming: true });
    never.tick(1999);
    expect(never.appended).toEqual([]);
    never.tick(2000);
    expect(never.appended).toHaveLength(4);
  });

  it("without Paint Timing, loads after the next frame", () => {
    const page = runLoader(painted, { paintTiming: false });
    expect(page.appended).toEqual([]);
    page.tick();
    expect(page.appended).toEqual([]); // the frame ran; the timeout after it is queued
    page.tick();
    expect(page.appended).toHaveLength(4);
  });

  it("starts loading at once when the visitor touches or types, before the first paint is reported", () => {
    for (const type of ["pointerdown", "keydown"]) {
      const page = runLoader(painted, { paintTiming: true });
      page.dispatch(type);
      expect(page.appended).toHaveLength(4);
    }
  });

  it("holds a form sent before the page hydrated (no GET with the answers in the address) and loads at once", () => {
    const page = runLoader(painted, { paintTiming: true });
    const form = { tagName: "FORM" };
    expect(page.dispatch("submit", form)).toBe(true);
    expect(page.window.__bfHeld).toBe(form);
    expect(page.appended).toHaveLength(4);
    // Hydrated (HeldSubmitRelay): submissions are React's again.
    page.window.__bfReady = true;
    expect(page.dispatch("submit", { tagName: "FORM" })).toBe(false);
  });
});
