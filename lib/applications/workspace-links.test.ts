import { describe, expect, it } from "vitest";
import { workspaceHref } from "./workspace-links";

describe("workspaceHref", () => {
  it("gives each role its own address, with the section as an anchor", () => {
    expect(workspaceHref("client", "app_1")).toBe("/client/applications/app_1");
    expect(workspaceHref("partner", "app_1", "offers")).toBe("/partner/applications/app_1#offers");
    expect(workspaceHref("staff", "a/b", "audit")).toBe("/staff/applications/a%2Fb#audit");
  });
});
