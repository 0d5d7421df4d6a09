import { describe, expect, it } from "vitest";
import { can, portalFor, scopeOf } from "./permissions";

const client = { id: "c1", role: "client" };
const partner = { id: "p1", role: "partner" };
const staff = { id: "s1", role: "staff" };
const admin = { id: "a1", role: "admin" };

describe("can", () => {
  it("lets clients read only their own applications", () => {
    expect(can(client, "read:application", { ownerId: "c1" })).toBe(true);
    expect(can(client, "read:application", { ownerId: "c2" })).toBe(false);
  });
  it("lets partners read only applications they referred, and never documents", () => {
    expect(can(partner, "read:application", { ownerId: "c9", partnerId: "p1" })).toBe(true);
    expect(can(partner, "read:application", { ownerId: "c9", partnerId: "p2" })).toBe(false);
    expect(can(partner, "read:application", { ownerId: "c9", partnerId: null })).toBe(false);
    expect(can(partner, "read:document", { ownerId: "c9", partnerId: "p1" })).toBe(false);
  });
  it("lets staff and admin read everything, but only admin manage users and lenders", () => {
    expect(can(staff, "read:application", { ownerId: "x" })).toBe(true);
    expect(can(staff, "manage:user")).toBe(false);
    expect(can(admin, "manage:user")).toBe(true);
    expect(can(admin, "manage:lender")).toBe(true);
  });
  it("refuses unknown roles and nobody", () => {
    expect(can(null, "read:application")).toBe(false);
    expect(can({ id: "x", role: "superuser" }, "read:application")).toBe(false);
  });
  it("reports scopes", () => {
    expect(scopeOf(client, "read:application")).toBe("own");
    expect(scopeOf(partner, "read:application")).toBe("referred");
    expect(scopeOf(staff, "read:application")).toBe("any");
    expect(scopeOf(client, "update:application-status")).toBeNull();
  });
});

describe("portalFor", () => {
  it("sends each role to its portal", () => {
    expect(portalFor("client")).toBe("/client");
    expect(portalFor("partner")).toBe("/partner");
    expect(portalFor("staff")).toBe("/staff");
    expect(portalFor("admin")).toBe("/staff");
    expect(portalFor("visitor")).toBe("/");
    expect(portalFor(undefined)).toBe("/");
  });
});
