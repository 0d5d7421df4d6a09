import { describe, expect, it } from "vitest";
import { commissionLabel } from "./labels";

describe("commission labels", () => {
  it("names each kind, and the month a trail is for", () => {
    expect(commissionLabel("upfront", "upfront")).toBe("Upfront");
    expect(commissionLabel("trail", "2026-11")).toBe("Trail for November 2026");
    expect(commissionLabel("trail", null)).toBe("Trail");
    expect(commissionLabel("clawback", "clawback")).toBe("Clawback");
  });
});
