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
      const avatar = caption.querySelector<HTMLElement>(".monogram")!;
      expect(avatar.getAttribute("aria-hidden")).toBe("true");
      expect(avatar.style.getPropertyValue("--m")).toBe(monogram(story.n).colour);
      // A person's avatar is a circle; a lender's logo a rounded square.
      expect(avatar.classList.contains("rounded-full")).toBe(true);
    });
    // The accessible text of each story is the quote and the name, not the initials.
    expect(screen.getByText(`${LANDING_STORIES[0]!.n}, ${LANDING_STORIES[0]!.b}`)).toBeTruthy();
  });
});
