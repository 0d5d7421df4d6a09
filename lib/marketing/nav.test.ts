import { describe, expect, it } from "vitest";
import { signedInLinks } from "./nav";

const myPortal = (role: string) => signedInLinks(role).find((l) => l.label === "My Portal")?.href;

describe("signed-in header links (#18 item 4: no link leads to Access Denied)", () => {
  it("'My Portal' opens each role's own portal", () => {
    expect(myPortal("client")).toBe("/client");
    expect(myPortal("partner")).toBe("/partner");
    expect(myPortal("staff")).toBe("/staff");
    expect(myPortal("admin")).toBe("/staff");
  });

  it("role portals appear only for their roles", () => {
    const labels = (role: string) => signedInLinks(role).map((l) => l.label);
    expect(labels("client")).toEqual(["New Application", "My Portal"]);
    expect(labels("partner")).toContain("Partner Portal");
    expect(labels("partner")).not.toContain("Staff Portal");
    expect(labels("admin")).toContain("Staff Portal");
  });
});
