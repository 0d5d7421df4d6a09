import { readdirSync, readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingSection } from "./landing-sections";

const css = readFileSync("components/marketing/scroll-reveal.css", "utf8");

describe("the landing page's scroll-reveal (spec; ADR 064)", () => {
  it("is CSS on a view timeline, only for screens whose users allow motion and browsers that have view timelines", () => {
    const media = css.indexOf("@media screen and (prefers-reduced-motion: no-preference)");
    const supports = css.indexOf("@supports (animation-timeline: view())");
    const rule = css.indexOf(".reveal {");
    expect(media).toBeGreaterThanOrEqual(0);
    expect(supports).toBeGreaterThan(media);
    expect(rule).toBeGreaterThan(supports);
    // About 10% visible above a 50px bottom margin, as the spec says.
    expect(css).toContain("animation-timeline: view(block 0px 50px)");
    expect(css).toContain("animation-range: entry 0% entry 10%");
    // Outside those conditions nothing hides the content: the only opacity 0 is the keyframe's start.
    expect(css.slice(0, media)).not.toMatch(/opacity|visibility|display:\s*none/);
    expect(css.match(/opacity: 0;/g)).toHaveLength(1);
  });

  it("marks each landing section, server-rendered, and no script observes or rewrites them", () => {
    render(
      <LandingSection id="why" title="Why">
        <p>Body</p>
      </LandingSection>,
    );
    expect(screen.getByRole("region", { name: "Why" }).className).toMatch(/\breveal\b/);
    const sources = readdirSync("components/marketing")
      .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
      .map((f) => readFileSync(`components/marketing/${f}`, "utf8"));
    expect(sources.filter((s) => /IntersectionObserver|classList\.add\(["']reveal/.test(s))).toEqual([]);
  });
});
