import { createElement as h, lazy, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server";
import { runInNewContext } from "node:vm";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { inlineBoundaries } from "./inline-boundaries";

/** A module that arrives after the shell, as a lazily loaded island's does on the server. */
const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
/** A landing page with a lazily loaded hero holding a lazily loaded part (new modules each time). */
function page() {
  const Inner = lazy(() => later({ default: () => h("p", null, "Matched to 20+ lenders") }));
  const Hero = lazy(() =>
    later({
      default: () =>
        h(
          "div",
          { className: "hero" },
          h("h1", null, "Get funded in 72hrs"),
          h(Suspense, { fallback: h("i", null, "loading") }, h(Inner)),
        ),
    }),
  );
  return h(
    "html",
    null,
    h(
      "body",
      null,
      h("main", null, h(Suspense, { fallback: h("span", null, "…") }, h(Hero)), h("p", null, "Frequently asked")),
    ),
  );
}

/** The page as React streams it (the shape `next build` writes for a page with lazy islands). */
async function streamed() {
  const html = await new Response(await renderToReadableStream(page())).text();
  expect(html).toContain('$RC("B:1","S:1")');
  return html;
}

const REACT_SCRIPT = /\$R[A-Z]/;

/** The body's DOM, after running React's reveal scripts (frames and timers at once) when `run`. */
function bodyAfter(html: string, run: boolean) {
  const { document } = new Window();
  document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!;
  const scripts = [...document.querySelectorAll("script")].filter((s) => REACT_SCRIPT.test(s.textContent ?? ""));
  const browser = {
    document,
    performance: { now: () => 1 },
    requestAnimationFrame: (f: () => void) => f(),
    setTimeout: (f: () => void) => f(),
  };
  if (run) for (const s of scripts) runInNewContext(s.textContent!, browser);
  for (const s of scripts) s.remove();
  return document.body.innerHTML;
}

describe("inlineBoundaries", () => {
  it("writes each completed boundary in its place, as React's scripts would have left the page", async () => {
    const html = await streamed();
    // The shape it rewrites: placeholders, hidden content and reveal calls (nested: the inner
    // boundary's placeholder is inside the outer one's hidden content).
    expect(html).toContain('<template id="B:0"></template><span>…</span>');
    expect(html).toContain('$RC("B:1","S:1")');
    const whole = inlineBoundaries(html);
    expect(whole).toContain(
      '<main><!--$--><div class="hero"><h1>Get funded in 72hrs</h1><!--$--><p>Matched to 20+ lenders</p><!--/$--></div><!--/$--><p>Frequently asked</p></main>',
    );
    expect(whole).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(|\$RB=|<span>…<\/span>|<i>loading<\/i>/);
    expect(bodyAfter(whole, false)).toBe(bodyAfter(html, true));
  });

  it("changes nothing the second time, nor on a page without deferred boundaries", async () => {
    const whole = inlineBoundaries(await streamed());
    expect(inlineBoundaries(whole)).toBe(whole);
    const plain = "<html><body><main><!--$--><p>Hi</p><!--/$--></main></body></html>";
    expect(inlineBoundaries(plain)).toBe(plain);
  });

  it("leaves boundaries rendered on the client and content not in the completed shape", async () => {
    const clientRendered = '<!--$!--><template data-dgst="BAILOUT"></template><!--/$-->';
    const html = (await streamed()).replace("<main>", `<main>${clientRendered}`);
    const whole = inlineBoundaries(html);
    expect(whole).toContain(clientRendered);
    expect(whole).toContain("<h1>Get funded in 72hrs</h1>");

    // A hidden segment whose call is not the reveal this rewrite knows (a later React's, say) stays,
    // with the runtime it needs.
    const unknown = html.replace('$RC("B:1","S:1")', '$RX("B:1","S:1")');
    const partly = inlineBoundaries(unknown);
    expect(partly).toContain('<div hidden id="S:1"><p>Matched to 20+ lenders</p></div><script>$RX("B:1","S:1")');
    expect(partly).toContain('<template id="B:1"></template><i>loading</i>');
    expect(partly).toContain("<h1>Get funded in 72hrs</h1>");
    expect(partly).toContain("$RB=[];");
  });
});
