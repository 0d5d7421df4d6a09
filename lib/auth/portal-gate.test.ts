import { describe, expect, it } from "vitest";
import { accessPagePath, gateFor } from "./portal-gate";

const claims = (role: string, mfa = true) => ({ uid: `${role}-1`, role, mfa });

describe("gateFor: portal segments", () => {
  it("rewrites a signed-out visit to the segment's access state", () => {
    expect(gateFor("/client", null)).toEqual({ kind: "access-page", segment: "client" });
    expect(gateFor("/partner/login", null)).toEqual({ kind: "access-page", segment: "partner" });
    expect(gateFor("/broker-portal", null)).toEqual({ kind: "access-page", segment: "partner" });
    expect(gateFor("/staff", null)).toEqual({ kind: "access-page", segment: "staff" });
    expect(gateFor("/staff/admin", null)).toEqual({ kind: "access-page", segment: "admin" });
  });
  it("rewrites a wrong role, and passes the right one", () => {
    expect(gateFor("/client", claims("partner"))).toEqual({ kind: "access-page", segment: "client" });
    expect(gateFor("/client", claims("client"))).toEqual({ kind: "pass" });
    expect(gateFor("/partner", claims("client"))).toEqual({ kind: "access-page", segment: "partner" });
    expect(gateFor("/partner", claims("partner"))).toEqual({ kind: "pass" });
    expect(gateFor("/staff", claims("client"))).toEqual({ kind: "access-page", segment: "staff" });
    expect(gateFor("/staff", claims("staff"))).toEqual({ kind: "pass" });
    expect(gateFor("/staff/admin", claims("staff"))).toEqual({ kind: "access-page", segment: "admin" });
    expect(gateFor("/staff/admin", claims("admin"))).toEqual({ kind: "pass" });
  });
  it("lets a staff member without the second factor through, for the page to send them to finish it", () => {
    expect(gateFor("/staff", claims("staff", false))).toEqual({ kind: "pass" });
    expect(gateFor("/client", claims("admin", false))).toEqual({ kind: "pass" });
  });
  it("matches whole segments only, and leaves other pages alone", () => {
    expect(gateFor("/partner-program", null)).toEqual({ kind: "pass" });
    expect(gateFor("/clients", null)).toEqual({ kind: "pass" });
    expect(gateFor("/staffing", null)).toEqual({ kind: "pass" });
    expect(gateFor("/", null)).toEqual({ kind: "pass" });
    expect(gateFor("/account", null)).toEqual({ kind: "pass" });
  });
  it("treats claims without a user id or with an unknown role as nobody's", () => {
    expect(gateFor("/client", { role: "client" })).toEqual({ kind: "access-page", segment: "client" });
    expect(gateFor("/staff", claims("superuser"))).toEqual({ kind: "access-page", segment: "staff" });
  });
});

describe("gateFor: API paths", () => {
  it("leaves every API route to its handler (the proxy does not run for /api, ADR 043)", () => {
    for (const path of ["/api/staff/dashboard", "/api/admin/users", "/api/leads", "/api/applications"])
      expect(gateFor(path, null)).toEqual({ kind: "pass" });
  });
});

it("keeps the asked-for path for the access page's sign-in link", () => {
  expect(accessPagePath("partner", "/partner/login")).toBe("/access/partner?from=%2Fpartner%2Flogin");
});
