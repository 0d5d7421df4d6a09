import { describe, expect, it } from "vitest";
import { AU_STATES, isAuState, postcodeMatchesState } from "./address";

describe("Australian addresses", () => {
  it("knows the eight states and territories", () => {
    expect(AU_STATES.map((s) => s.value)).toEqual(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]);
    expect(isAuState("VIC")).toBe(true);
    expect(isAuState("vic")).toBe(false);
  });

  it.each([
    ["2000", "NSW"],
    ["1230", "NSW"],
    ["2600", "ACT"],
    ["0200", "ACT"],
    ["2913", "ACT"],
    ["3000", "VIC"],
    ["8001", "VIC"],
    ["4000", "QLD"],
    ["5000", "SA"],
    ["6000", "WA"],
    ["7000", "TAS"],
    ["0800", "NT"],
  ])("postcode %s is in %s", (postcode, state) => {
    expect(postcodeMatchesState(postcode, state)).toBe(true);
  });

  it.each([
    ["3000", "NSW"],
    ["2600", "NSW"],
    ["2000", "ACT"],
    ["2000", "VIC"],
    ["0800", "QLD"],
    ["800", "NT"],
    ["30000", "VIC"],
    ["abcd", "VIC"],
    ["3000", "XX"],
  ])("postcode %s is not in %s", (postcode, state) => {
    expect(postcodeMatchesState(postcode, state)).toBe(false);
  });
});
