import { describe, expect, it } from "vitest";
import { abaOriginator } from "./originator";

describe("the ABA originator", () => {
  it("defaults to the demo's values (APCA id 000000), empty variables included", () => {
    expect(abaOriginator({ ABA_BANK: "" })).toMatchObject({ bank: "CBA", apcaId: "000000", traceBsb: "062-000" });
  });
  it("takes the ABA_* variables, and refuses values the file cannot carry", () => {
    expect(abaOriginator({ ABA_BANK: "NAB", ABA_APCA_ID: "301500", ABA_TRACE_BSB: "083-004" })).toMatchObject({
      bank: "NAB",
      apcaId: "301500",
      traceBsb: "083-004",
    });
    expect(() => abaOriginator({ ABA_APCA_ID: "3015" })).toThrow();
    expect(() => abaOriginator({ ABA_TRACE_BSB: "083004" })).toThrow();
  });
});
