import { describe, expect, it } from "vitest";
import { checkReadiness } from "./status";

const missing = ["Business bank statements for the last 6 months", "Photo ID for Sarah Mitchell"];
const plain = { override: false, mayOverride: false, hasNote: true };

describe("checkReadiness", () => {
  it("only guards lender matching, and lets a complete file through", () => {
    expect(checkReadiness("under_review", missing, plain)).toEqual({ ok: true, overridden: false });
    expect(checkReadiness("declined", missing, plain)).toEqual({ ok: true, overridden: false });
    expect(checkReadiness("lender_matching", [], plain)).toEqual({ ok: true, overridden: false });
  });

  it("refuses with 409 and the list of what is missing", () => {
    expect(checkReadiness("lender_matching", missing, plain)).toEqual({
      ok: false,
      code: "conflict",
      reason:
        "This application is not ready for lender matching. Missing: Business bank statements for the last 6 months; Photo ID for Sarah Mitchell.",
      missing,
    });
  });

  it("lets an override through only for someone who may override, with a note", () => {
    expect(checkReadiness("lender_matching", missing, { ...plain, override: true })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(
      checkReadiness("lender_matching", missing, { override: true, mayOverride: true, hasNote: false }),
    ).toMatchObject({ ok: false, code: "conflict", reason: expect.stringContaining("A note is required") });
    expect(checkReadiness("lender_matching", missing, { override: true, mayOverride: true, hasNote: true })).toEqual({
      ok: true,
      overridden: true,
    });
  });
});
