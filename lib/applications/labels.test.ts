import { describe, expect, it } from "vitest";
import { LEAD_STATUS_OPTIONS, leadStatusLabel } from "./status-views";
import { documentTypeLabel, humanize } from "./vocab";

describe("labels instead of stored codes", () => {
  it("shows lead statuses in words, in the picker too", () => {
    expect(leadStatusLabel("new")).toBe("New");
    expect(leadStatusLabel("lost")).toBe("Lost");
    expect(leadStatusLabel("bogus")).toBe("Unknown");
    expect(LEAD_STATUS_OPTIONS.map((o) => o.label)).toEqual(["New", "Contacted", "Converted", "Lost"]);
  });

  it("names document types, 'general' included, and words any other code", () => {
    expect(documentTypeLabel("general")).toBe("Other document");
    expect(documentTypeLabel("bank_statement")).toBe("Bank statement");
    expect(documentTypeLabel("trust-deed")).toBe("Trust deed");
    expect(documentTypeLabel(null)).toBe("—");
    expect(humanize("pending")).toBe("Pending");
  });
});
