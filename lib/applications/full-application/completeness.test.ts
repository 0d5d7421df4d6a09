import { describe, expect, it } from "vitest";
import { completeness, type DirectorFacts, type FullApplicationFacts } from "./completeness";

const address = { street: "1 George St", suburb: "Sydney", state: "NSW", postcode: "2000" };
const director: DirectorFacts = {
  fullName: "Jane Citizen",
  hasDateOfBirth: true,
  address,
  hasLicenceNumber: true,
  licenceState: "NSW",
  ownershipPercent: "100",
};

function complete(): FullApplicationFacts {
  return {
    business: {
      entityType: "company",
      acn: "004085616",
      tradingAddress: address,
      gstRegistered: "yes",
      industry: "E",
      yearsAtAddress: "3",
    },
    directors: [director],
    hasExistingDebts: "no",
    debtCount: 0,
    purpose: { detail: "New excavator", useOfFunds: "Deposit and delivery" },
  };
}

describe("completeness", () => {
  it("is 100% with nothing missing when every answer is on file", () => {
    expect(completeness(complete())).toEqual({ percent: 100, missing: [] });
  });

  it("lists what is missing in plain words, in form order", () => {
    const f = complete();
    f.business.acn = "";
    f.business.tradingAddress = { ...address, postcode: "" };
    f.directors = [{ ...director, hasDateOfBirth: false, licenceState: "" }];
    f.hasExistingDebts = "yes";
    f.purpose.useOfFunds = " ";
    const c = completeness(f);
    expect(c.missing).toEqual([
      "ACN",
      "Trading address",
      "Date of birth of Jane Citizen",
      "Driver licence of Jane Citizen",
      "Details of the existing debts",
      "How the funds will be used",
    ]);
    // 15 checks (7 business, 4 for the director, 2 debts, 2 purpose), 9 of them met.
    expect(c.percent).toBe(60);
  });

  it("asks for the ACN only from companies, and for a director always", () => {
    const f = complete();
    f.business.entityType = "trust";
    f.business.acn = "";
    f.directors = [];
    expect(completeness(f).missing).toEqual(["At least one director or guarantor"]);
  });
});
