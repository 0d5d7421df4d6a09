import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DraftsCard } from "./drafts-card";

const day = (iso: string) => new Date(iso);

describe("saved applications in the client portal", () => {
  it("lists each draft with its step and a 'Continue application' link that resumes it", () => {
    render(
      <DraftsCard
        drafts={[
          {
            id: "d1",
            step: 5,
            companyName: "Lee Bakery",
            amount: 250000,
            updatedAt: day("2026-11-20T01:00:00Z"),
            expiresAt: day("2026-12-20T01:00:00Z"),
          },
          {
            id: "d2",
            step: 1,
            companyName: null,
            amount: null,
            updatedAt: day("2026-11-21T01:00:00Z"),
            expiresAt: day("2026-12-21T01:00:00Z"),
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Saved applications" })).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Continue application" });
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/application/resume?draft=d1",
      "/application/resume?draft=d2",
    ]);
    expect(links[0]!.getAttribute("aria-describedby")).toBe("draft-d1");
    expect(screen.getByText("Lee Bakery · $250,000")).toBeTruthy();
    expect(screen.getByText("Untitled application")).toBeTruthy();
    expect(screen.getByText(/Step 5 of 11/)).toBeTruthy();
  });

  it("shows nothing when there are no drafts", () => {
    const { container } = render(<DraftsCard drafts={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
