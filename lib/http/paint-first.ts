/**
 * Paint first, then load the page's JavaScript (issue 19, ADR 032). A prerendered page's HTML asks
 * for Next's chunks in its head (`<script async>` and low-priority script preloads), so on a slow
 * connection they share the bandwidth with the document, the stylesheet and the font while nothing
 * is drawn yet. Rewritten after `next build` (scripts/csp-hashes.ts), the page names the same
 * chunks in one small inline script at the end of its body that adds them, in the same order and
 * still async, once the browser has drawn the page's first content (or at once in a tab that is not
 * shown, where nothing is drawn). Everything works as before; only the loading waits one frame.
 * Pure string work on Next's own markup, and idempotent: a page already rewritten stays as it is.
 */
const MARK = "data-paint-first";

/**
 * The loader, as it runs in the browser (ES5: it also runs where the noModule polyfills do). It waits
 * for the first contentful paint (Paint Timing), or where that is not reported for the frame after
 * the first, and never longer than two seconds; a tab that is not shown draws nothing, so it loads at
 * once, and so does a page the visitor touches or types in. Until React has hydrated it holds a form's
 * submission (the browser would send it as a GET with the answers in the address) for the page to
 * send (components/shared/held-submit.tsx). It adds the scripts for at most 4 ms at a time, then
 * yields: each added script starts a fetch (1-2 ms apiece on a slow machine), and a page's 10-13 in
 * one go made a 7-24 ms task, a long task at a phone's speed (ADR 042).
 */
const LOADER = `function(s){var d=document,w=window,on=0,i=0;function go(){if(on)return;on=1;add()}function add(){var t=Date.now();while(i<s.length){var e=d.createElement("script");e.src=s[i++];e.async=true;d.head.appendChild(e);if(Date.now()-t>=4&&i<s.length)return setTimeout(add,0)}}function fcp(l){for(var i=0;i<l.length;i++)if(l[i].name==="first-contentful-paint")return 1}d.addEventListener("submit",function(e){var f=e.target;if(!w.__bfReady&&f&&f.tagName==="FORM"){e.preventDefault();w.__bfHeld=f;go()}},true);d.addEventListener("pointerdown",go,true);d.addEventListener("keydown",go,true);if(d.visibilityState!=="visible")return go();setTimeout(go,2000);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){if(fcp(performance.getEntriesByType("paint")))return go();new P(function(l,o){if(fcp(l.getEntries())){o.disconnect();go()}}).observe({type:"paint"})}else if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(go,0)});else go()}`;

const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link (?=[^>]*\bas="script")(?=[^>]*\brel="preload")[^>]*>/g;

/** The chunks a page rewritten by paintFirst loads after its first frame, in order. */
export function paintFirstScripts(html: string): string[] {
  const m = new RegExp(`<script ${MARK}="">\\(function[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as string[]) : [];
}

export function paintFirst(html: string): string {
  if (html.includes(`<script ${MARK}=""`) || !html.includes("</body>")) return html;
  // In document order, once each: the chunks the page runs and those it preloads for the islands it
  // shows (next/dynamic), which hydration would otherwise ask for one after another.
  const sources = new Set<string>();
  const out = html.replace(new RegExp(`${ASYNC_SCRIPT.source}|${SCRIPT_PRELOAD.source}`, "g"), (tag, src?: string) => {
    const href = src ?? /\bhref="([^"<>]+\.js)"/.exec(tag)?.[1];
    if (href) sources.add(href);
    return "";
  });
  if (sources.size === 0) return html;
  const loader = `<script ${MARK}="">(${LOADER})(${JSON.stringify([...sources])})</script>`;
  const end = out.lastIndexOf("</body>");
  return `${out.slice(0, end)}${loader}${out.slice(end)}`;
}
