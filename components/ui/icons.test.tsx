import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const drawn = Object.entries(icons).filter(([, v]) => typeof v === "function") as [string, icons.Icon][];

describe("icons", () => {
  it("draws each as its viewBox and paths under the .icon class, hidden from assistive technology", () => {
    expect(drawn.length).toBeGreaterThanOrEqual(25);
    for (const [name, Icon] of drawn) {
      const html = renderToStaticMarkup(<Icon className="size-4" />);
      expect(html, name).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4">/);
      expect(html, name).toMatch(/<(path|circle|rect|line) /);
      // None of Lucide's per-icon attributes: the class draws the stroke.
      expect(html.slice(0, html.indexOf(">")), name).not.toMatch(/stroke|xmlns|width=|fill=/);
    }
  });

  it("is named for assistive technology when given a label, and passes SVG attributes through", () => {
    const html = renderToStaticMarkup(<icons.Bell aria-label="Notifications" x={4} width={32} />);
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('x="4"');
    expect(html).toContain('width="32"');
  });
});
