import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { monogram } from "@/lib/lenders/monogram";
import { LANDING_STORIES } from "@/lib/marketing/content-landing";
import { StoriesSection } from "./landing-sections";

describe("client stories (issue 18 item 9: avatars)", () => {
  it("shows each client's own avatar beside their printed name, hidden from assistive technology", () => {
    const { container } = render(<StoriesSection />);
    const captions = [...container.querySelectorAll("figcaption")];
    expect(captions).toHaveLength(LANDING_STORIES.length);
    LANDING_STORIES.forEach((story, i) => {
      const caption = captions[i]!;
      expect(caption.textContent).toBe(`${monogram(story.n).initials}${story.n}, ${story.b}`);
      const avatar = caption.querySelector("svg")!;
      expect(avatar.getAttribute("aria-hidden")).toBe("true");
      expect(avatar.querySelector("rect")!.getAttribute("fill")).toBe(monogram(story.n).colour);
      expect(avatar.querySelector("rect")!.getAttribute("rx")).toBe("20");
    });
    // The accessible text of each story is the quote and the name, not the initials.
    expect(screen.getByText(`${LANDING_STORIES[0]!.n}, ${LANDING_STORIES[0]!.b}`)).toBeTruthy();
  });
});
