/**
 * Prerendered pages arrive whole (issue 19, ADR 036). React writes a Suspense boundary whose content
 * finished after the page's shell (every lazily loaded island does) "out of order": a placeholder
 * (`<!--$?--><template id="B:n"></template>…<!--/$-->`) where it belongs, and the content at the end
 * of the body in `<div hidden id="S:n">`, with an inline script (`$RC("B:n","S:n")`) that moves it into
 * place. Since React 19.2 those scripts reveal at the next animation frame and batch later reveals
 * 300 ms apart, so the first paint of `/` showed no hero and its largest text painted up to 0.4 s
 * later; without JavaScript the content never appeared at all. A prerendered page is complete when it
 * is written, so this rewrite (run after `next build`, scripts/csp-hashes.ts) does what those scripts
 * would have done: each completed boundary's content goes into its place, marked complete
 * (`<!--$-->`), and the hidden copy, the call and, when nothing is left for it, React's reveal runtime go.
 * Hydration finds exactly the DOM the scripts would have left. Boundaries rendered on the client
 * (`<!--$!-->`) and anything not in this shape stay as they are. Pure string work, idempotent.
 */
const HIDDEN = /<div hidden id="S:(\d+)">/g;
const RUNTIME_SCRIPT = /<script>\$RB=\[\];[\s\S]*?<\/script>/;
const FRAME_SCRIPT = "<script>requestAnimationFrame(function(){$RT=performance.now()});</script>";

/** Where the element opened at `from` (just after its `<div …>`) closes: the index after its `</div>`. */
function closingDiv(html: string, from: number): number {
  const tokens = /<div[\s>]|<\/div>|<script[\s>][\s\S]*?<\/script>|<style[\s>][\s\S]*?<\/style>|<!--[\s\S]*?-->/g;
  tokens.lastIndex = from;
  let depth = 1;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    if (m[0].startsWith("<div")) depth++;
    else if (m[0] === "</div>" && --depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/** The index of the `<!--/$-->` that closes a boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: number): number {
  const markers = /<!--(\/?)([$&][?!~]?)-->/g;
  markers.lastIndex = from;
  let depth = 0;
  for (let m = markers.exec(html); m; m = markers.exec(html)) {
    if (!m[1]) depth++;
    else if (depth-- === 0) return m.index;
  }
  return -1;
}

/** Moves one completed boundary's content into its place; the page unchanged when it is not that shape. */
function inlineOne(html: string, open: RegExpExecArray): string {
  const id = open[1]!;
  const contentStart = open.index + open[0].length;
  const divEnd = closingDiv(html, contentStart);
  if (divEnd < 0) return html;
  const call = `$RC("B:${id}","S:${id}")`;
  const script = /^<script>([\s\S]*?)<\/script>/.exec(html.slice(divEnd));
  if (!script || !script[1]!.endsWith(call)) return html;
  const placeholder = `<!--$?--><template id="B:${id}"></template>`;
  const at = html.indexOf(placeholder);
  if (at < 0 || at > open.index) return html;
  const fallbackEnd = boundaryEnd(html, at + placeholder.length);
  if (fallbackEnd < 0 || fallbackEnd > open.index) return html;

  const content = html.slice(contentStart, divEnd - "</div>".length);
  const rest = script[1]!.slice(0, -call.length).replace(/;$/, "");
  const after = `${rest ? `<script>${rest}</script>` : ""}${html.slice(divEnd + script[0].length)}`;
  return `${html.slice(0, at)}<!--$-->${content}${html.slice(fallbackEnd, open.index)}${after}`;
}

export function inlineBoundaries(html: string): string {
  let out = html;
  let searchFrom = 0;
  for (;;) {
    HIDDEN.lastIndex = searchFrom;
    const open = HIDDEN.exec(out);
    if (!open) break;
    const next = inlineOne(out, open);
    // Not this shape (a segment, an error): left as it is, and the search goes on after it.
    searchFrom = next === out ? open.index + open[0].length : 0;
    out = next;
  }
  if (out === html || /<div hidden id="S:|\$R[A-Z]\(/.test(out)) return out;
  return out.replace(RUNTIME_SCRIPT, "").replace(FRAME_SCRIPT, "");
}
