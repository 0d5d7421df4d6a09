import { describe, expect, it } from "vitest";
import {
  ADULT_MESSAGE,
  OWNERSHIP_SUM_MESSAGE,
  emptyDirector,
  emptyFullApplication,
  fullApplicationSchema,
  isAdult,
} from "./schema";

const blank = emptyFullApplication;

const issues = (v: unknown) => {
  const r = fullApplicationSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("isAdult", () => {
  const today = new Date("2026-11-23T00:00:00Z");
  it("counts 18 from the birthday itself", () => {
    expect(isAdult("2008-11-23", today)).toBe(true);
    expect(isAdult("2008-11-24", today)).toBe(false);
    expect(isAdult("1980-01-01", today)).toBe(true);
  });
  it("refuses impossible dates and the implausibly old", () => {
    expect(isAdult("1980-02-30", today)).toBe(false);
    expect(isAdult("1890-01-01", today)).toBe(false);
  });
});

describe("full application schema", () => {
  it("accepts an empty draft (partial saves)", () => {
    expect(issues(blank())).toEqual({});
  });

  it("checks what is filled in: ACN checksum, postcode against state, website", () => {
    const v = blank();
    v.business.acn = "004 085 617";
    v.business.tradingAddress = { street: "1 George St", suburb: "Sydney", state: "VIC", postcode: "2000" };
    v.business.website = "not a website";
    expect(issues(v)).toMatchObject({
      "business.acn": "Enter a valid 9-digit ACN",
      "business.tradingAddress.postcode": "This postcode is not in VIC",
      "business.website": "Enter a web address such as example.com.au",
    });
    v.business.acn = "004 085 616";
    v.business.tradingAddress.state = "NSW";
    v.business.website = "https://example.com.au/about";
    expect(issues(v)).toEqual({});
  });

  it("requires directors to be 18 or older and a licence to name its state", () => {
    const v = blank();
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    v.directors = [
      { ...emptyDirector(), fullName: "Jane Citizen", dateOfBirth: young.toISOString().slice(0, 10) },
      { ...emptyDirector(), fullName: "Sam Citizen", licenceNumber: "12345678" },
    ];
    expect(issues(v)).toEqual({
      "directors.0.dateOfBirth": ADULT_MESSAGE,
      "directors.1.licenceState": "Choose the state that issued the licence",
    });
  });

  it("keeps ownership at most 100% in total, flagging the share that took it over", () => {
    const v = blank();
    v.directors = [
      { ...emptyDirector(), fullName: "Jane Citizen", ownershipPercent: "60" },
      { ...emptyDirector(), fullName: "Sam Citizen", ownershipPercent: "50" },
      { ...emptyDirector(), fullName: "Guarantor Only", ownershipPercent: "" },
    ];
    expect(issues(v)).toEqual({ "directors.1.ownershipPercent": OWNERSHIP_SUM_MESSAGE });
    v.directors[1]!.ownershipPercent = "40";
    expect(issues(v)).toEqual({});
    v.directors[0]!.ownershipPercent = "101";
    expect(issues(v)["directors.0.ownershipPercent"]).toBe("Enter a whole percentage, 0 to 100");
  });

  it("requires each debt row to be filled in", () => {
    const v = blank();
    v.debts = [
      { lender: "", facilityType: "term_loan", balance: "12,000", monthlyRepayment: "450.5", refinance: true },
    ];
    expect(issues(v)).toEqual({
      "debts.0.lender": "Enter the lender",
      "debts.0.balance": "Enter the balance in whole dollars",
    });
  });
});
