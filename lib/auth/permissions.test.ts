import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/http/errors";
import {
  ROLE_PERMISSIONS,
  applicationScope,
  can,
  documentScope,
  portalFor,
  requirePermission,
  scopeOf,
  type Action,
} from "./permissions";

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
    // They may upload to a referred client's file, and to no one else's.
    expect(can(partner, "create:document", { ownerId: "c9", partnerId: "p1" })).toBe(true);
    expect(can(partner, "create:document", { ownerId: "c9", partnerId: "p2" })).toBe(false);
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

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return isAppError(error) ? error.status : "not an AppError";
  }
  return "returned";
};

describe("requirePermission", () => {
  it("returns the scope held", () => {
    expect(requirePermission(client, "read:application", { ownerId: "c1" })).toBe("own");
    expect(requirePermission(partner, "read:application", { partnerId: "p1" })).toBe("referred");
    expect(requirePermission(admin, "reopen:application")).toBe("any");
  });
  it("throws 401 for nobody, 403 for a missing permission or a record out of scope", () => {
    expect(statusOf(() => requirePermission(null, "read:application"))).toBe(401);
    expect(statusOf(() => requirePermission(partner, "create:message"))).toBe(403);
    expect(statusOf(() => requirePermission(client, "read:application", { ownerId: "c2" }))).toBe(403);
    expect(statusOf(() => requirePermission(staff, "reopen:application"))).toBe(403);
  });
  it("answers 404 with the caller's message when the record's existence is private", () => {
    const refusal = { code: "not_found", message: "Application not found." } as const;
    expect(statusOf(() => requirePermission(staff, "withdraw:application", { ownerId: "c1" }, refusal))).toBe(404);
    try {
      requirePermission(partner, "create:message", undefined, { message: "No." });
    } catch (error) {
      expect(isAppError(error) && error.message).toBe("No.");
    }
  });
});

describe("query scopes", () => {
  it("filter applications by the permission's scope", () => {
    expect(applicationScope(client)).toEqual({ clientId: "c1" });
    expect(applicationScope(partner)).toEqual({ partnerId: "p1" });
    expect(applicationScope(staff)).toEqual({});
    expect(applicationScope(admin)).toEqual({});
  });
  it("filter documents, and refuse a role without the permission instead of widening", () => {
    expect(documentScope(client)).toEqual({ ownerId: "c1" });
    expect(documentScope(staff)).toEqual({});
    expect(statusOf(() => documentScope(partner))).toBe(403);
    expect(statusOf(() => applicationScope(partner, "read:document-list"))).toBe("returned");
  });
});

describe("the role table", () => {
  it("gives each portal to exactly one kind of user", () => {
    const holders = (action: Action) =>
      (["client", "partner", "staff", "admin"] as const).filter((r) => can({ id: "x", role: r }, action));
    expect(holders("read:client-dashboard")).toEqual(["client"]);
    expect(holders("read:broker-dashboard")).toEqual(["partner"]);
    expect(holders("read:staff-dashboard")).toEqual(["staff", "admin"]);
    expect(holders("manage:user")).toEqual(["admin"]);
    expect(holders("override:readiness")).toEqual(["admin"]);
    expect(holders("reopen:application")).toEqual(["admin"]);
    expect(holders("create:application")).toEqual(["client"]);
  });
  it("gives admin everything staff has", () => {
    for (const p of ROLE_PERMISSIONS.staff) expect(ROLE_PERMISSIONS.admin).toContain(p);
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
