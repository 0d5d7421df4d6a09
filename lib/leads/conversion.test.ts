import { describe, expect, it } from "vitest";
import { AWAITING_REFUSAL, CONVERTED_LEAD_REFUSAL, conversionBlocker, LOST_LEAD_REFUSAL } from "./conversion";

describe("conversionBlocker", () => {
  it("lets new and contacted leads be converted", () => {
    expect(conversionBlocker({ status: "new", applicationId: null })).toBeNull();
    expect(conversionBlocker({ status: "contacted", applicationId: null, awaitingConfirmation: null })).toBeNull();
  });

  it("names why a lead cannot be converted: lost, already converted, or waiting on the client", () => {
    expect(conversionBlocker({ status: "lost", applicationId: null })).toBe(LOST_LEAD_REFUSAL);
    expect(conversionBlocker({ status: "converted", applicationId: null })).toBe(CONVERTED_LEAD_REFUSAL);
    expect(conversionBlocker({ status: "contacted", applicationId: "app1" })).toBe(CONVERTED_LEAD_REFUSAL);
    expect(conversionBlocker({ status: "new", applicationId: null, awaitingConfirmation: "BF-2026-000001" })).toBe(
      AWAITING_REFUSAL,
    );
    // A lost lead whose client has an application waiting is reported as waiting (the more useful reason).
    expect(conversionBlocker({ status: "lost", applicationId: null, awaitingConfirmation: "BF-2026-000001" })).toBe(
      AWAITING_REFUSAL,
    );
  });
});
