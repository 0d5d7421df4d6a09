import { describe, expect, it } from "vitest";
import { isValidAcn } from "@/lib/applications/full-application/acn";
import { ANZSIC_DIVISIONS } from "@/lib/applications/full-application/anzsic";
import { addressSchema } from "@/lib/applications/full-application/schema";
import { PURPOSES } from "./plan";
import { acnFrom, ADDRESSES, ANZSIC_OF, PURPOSE_DETAIL } from "./full-application";
import { fileStage } from "../seed-full-application";

describe("demo full application data", () => {
  it("uses addresses the form's own schema accepts (each postcode in its state)", () => {
    for (const a of ADDRESSES) expect(addressSchema.safeParse(a).success).toBe(true);
  });

  it("builds valid ACNs, and an industry and purpose text for every wizard value", () => {
    for (const eight of ["10000000", "10104729", "13665205", "99999999"]) expect(isValidAcn(acnFrom(eight))).toBe(true);
    expect(isValidAcn("100000001")).toBe(false);
    const codes = new Set<string>(ANZSIC_DIVISIONS.map((d) => d.code));
    expect(Object.values(ANZSIC_OF).every((c) => codes.has(c))).toBe(true);
    for (const p of PURPOSES) expect(PURPOSE_DETAIL[p]).toHaveLength(2);
  });

  it("completes every file at or past lender matching and splits the others in thirds", () => {
    for (const s of ["lender_matching", "offers_presentation", "approved", "settled"] as const)
      expect([0, 1, 2].map((i) => fileStage(i, s))).toEqual(["complete", "complete", "complete"]);
    expect([0, 1, 2].map((i) => fileStage(i, "submitted"))).toEqual(["partial", "complete", "none"]);
    expect(fileStage(1, "draft")).toBe("none");
  });
});
