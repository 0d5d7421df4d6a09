import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { monogram } from "@/lib/lenders/monogram";
import { MARKETING_PAGES } from "@/lib/marketing/content";
import { INDUSTRIES_WITH_ART, IndustryArt } from "./industry-art";

const industries = MARKETING_PAGES.find((p) => p.path === "/industries")!.blocks.find(
  (b) => b.kind === "cards" && b.id === "industries",
);

describe("industry pictures (issue 18 item 9)", () => {
  it("gives every industry on the industries page its own decorative picture", () => {
    if (industries?.kind !== "cards") throw new Error("the industries page has no industries cards");
    expect(industries.art).toBe("industry");
    const titles = industries.items.map((i) => i.title);
    expect([...INDUSTRIES_WITH_ART].sort()).toEqual([...titles].sort());
    for (const title of titles) {
      const { container, unmount } = render(<IndustryArt industry={title} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-hidden"), title).toBe("true");
      expect(svg.querySelector("circle")!.getAttribute("fill")).toBe(monogram(title).colour);
      // The industry's tool is drawn inside the disc.
      expect(svg.querySelectorAll("svg").length, title).toBe(1);
      unmount();
    }
  });

  it("draws nothing for a name it has no picture for", () => {
    const { container } = render(<IndustryArt industry="Mining" />);
    expect(container.innerHTML).toBe("");
  });
});
