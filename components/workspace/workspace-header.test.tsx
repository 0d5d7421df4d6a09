import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SectionMenu, WorkspaceHeader, WorkspacePanel } from "./workspace-header";

describe("the deal workspace's frame (issue #36 item 1)", () => {
  it("heads the page with the back link, the business as the h1, its status and its number", () => {
    render(
      <WorkspaceHeader
        back={{ href: "/client", label: "Back to your applications" }}
        title="Acme Plumbing"
        status={<span>Submitted</span>}
        numberLabel="Application"
        number="BF-2026-00001"
        summary="$50,000 over 12 months"
      >
        <p>Next step</p>
      </WorkspaceHeader>,
    );
    expect(screen.getByRole("link", { name: "Back to your applications" }).getAttribute("href")).toBe("/client");
    expect(screen.getByRole("heading", { level: 1, name: "Acme Plumbing" })).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Submitted")).toBeTruthy();
    expect(within(header).getByText("BF-2026-00001").parentElement?.textContent).toBe(
      "Application BF-2026-00001 · $50,000 over 12 months",
    );
    expect(within(header).getByText("Next step")).toBeTruthy();
  });

  it("prints the bare number when there is neither label nor summary", () => {
    render(<WorkspaceHeader back={{ href: "/staff", label: "Back" }} title="Acme" status={null} number="BF-1" />);
    expect(screen.getByText("BF-1").parentElement?.textContent).toBe("BF-1");
  });

  it("names the section menu and links each section to its anchor, whose h2 names the section", () => {
    render(
      <>
        <SectionMenu
          label="Sections"
          sections={[
            { id: "overview", title: "Overview and timeline" },
            { id: "audit", title: "Audit" },
          ]}
        />
        <WorkspacePanel id="audit" title="Audit" headingId="audit-title">
          <p>Rows</p>
        </WorkspacePanel>
      </>,
    );
    const links = within(screen.getByRole("navigation", { name: "Sections" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Overview and timeline", "#overview"],
      ["Audit", "#audit"],
    ]);
    const section = screen.getByRole("region", { name: "Audit" });
    expect(section.id).toBe("audit");
    expect(within(section).getByRole("heading", { level: 2 }).id).toBe("audit-title");
  });
});
