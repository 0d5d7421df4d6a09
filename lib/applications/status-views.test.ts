import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/lib/applications/status";
import {
  BROKER_STATUS_FILTERS,
  STAFF_DASHBOARD_GROUPS,
  STAFF_STATUSES,
  STAFF_STATUS_OPTIONS,
  brokerBadgeTone,
  brokerLabel,
  brokerProgress,
  brokerStatus,
  canonicalForBrokerFilter,
  staffLabel,
  staffOptionValue,
  staffStatus,
  toCanonical,
} from "@/lib/applications/status-views";

describe("broker view (spec section 4)", () => {
  const mapping: [ApplicationStatus, string][] = [
    ["draft", "new"],
    ["submitted", "submitted"],
    ["under_review", "under_review"],
    ["lender_matching", "processing"],
    ["offers_presentation", "processing"],
    ["approved", "approved"],
    ["settled", "settled"],
    ["declined", "declined"],
    ["withdrawn", "withdrawn"],
  ];
  it.each(mapping)("maps %s to %s", (canonical, broker) => expect(brokerStatus(canonical)).toBe(broker));

  const table: [string, number, string, string][] = [
    ["submitted", 20, "amber", "Submitted"],
    ["new", 20, "amber", "New"],
    ["under_review", 40, "teal", "Under Review"],
    ["processing", 60, "teal", "Processing"],
    ["approved", 80, "green", "Approved"],
    ["settled", 100, "dark-green", "Settled"],
    ["declined", 0, "red", "Declined"],
    ["rejected", 0, "red", "Rejected"],
    ["contacted", 10, "grey", "Contacted"],
    ["converted", 10, "grey", "Converted"],
    ["lost", 10, "grey", "Lost"],
    ["on_hold", 10, "grey", "On Hold"],
    ["", 10, "grey", ""],
  ];
  it.each(table)("%s → %i%%, %s, %s", (status, progress, tone, label) => {
    expect(brokerProgress(status)).toBe(progress);
    expect(brokerBadgeTone(status)).toBe(tone);
    expect(brokerLabel(status)).toBe(label);
  });
  it("translates canonical values the broker vocabulary lacks", () => {
    expect(brokerProgress("lender_matching")).toBe(60);
    expect(brokerBadgeTone("offers_presentation")).toBe("teal");
    expect(brokerLabel("offers_presentation")).toBe("Processing");
    expect(brokerProgress("draft")).toBe(20);
    expect(brokerProgress("withdrawn")).toBe(0);
    expect(brokerBadgeTone("withdrawn")).toBe("grey"); // issue 35 item 5: not a decline
    expect(brokerLabel("withdrawn")).toBe("Withdrawn");
  });
  const filters: [string, string[]][] = [
    ["all", [...APPLICATION_STATUSES]],
    ["submitted", ["draft", "submitted"]],
    ["under_review", ["under_review"]],
    ["processing", ["lender_matching", "offers_presentation"]],
    ["approved", ["approved"]],
    ["settled", ["settled"]],
    ["declined", ["declined"]],
    ["withdrawn", ["withdrawn"]],
  ];
  it("offers exactly these filters, in this order", () =>
    expect(BROKER_STATUS_FILTERS).toEqual(filters.map(([filter]) => filter)));
  it.each([...filters, ["bogus", []] as [string, string[]]])("filter %s shows %j", (filter, canonical) =>
    expect(canonicalForBrokerFilter(filter)).toEqual(canonical),
  );
});

describe("staff view (spec section 4)", () => {
  const table: [string, string, string][] = [
    ["draft", "pending", "Draft"],
    ["submitted", "pending", "Pending Review"],
    ["under_review", "in_review", "In Review"],
    ["lender_matching", "in_review", "Lender Matching"],
    ["offers_presentation", "in_review", "Offers Ready"],
    ["approved", "approved", "Approved"],
    ["settled", "funded", "Funded"],
    ["declined", "rejected", "Rejected"],
    ["withdrawn", "rejected", "Withdrawn"],
    ["pending", "pending", "Pending Review"],
    ["in_review", "in_review", "In Review"],
    ["rejected", "rejected", "Rejected"],
    ["funded", "funded", "Funded"],
    ["on_hold", "pending", "Pending Review"],
    ["", "pending", "Pending Review"],
  ];
  it.each(table)("%s → %s, %s", (status, staffValue, label) => {
    expect(staffStatus(status)).toBe(staffValue);
    expect(staffLabel(status)).toBe(label);
  });
  const patchValues: [string, string | null][] = [
    ["pending", "submitted"],
    ["in_review", "under_review"],
    ["approved", "approved"],
    ["rejected", "declined"],
    ["funded", "settled"],
    [" In_Review ", "under_review"],
    ["processing", null],
    ["new", null],
    ["", null],
    ...APPLICATION_STATUSES.map((s): [string, string] => [s, s]),
  ];
  it("has the five staff values", () =>
    expect(STAFF_STATUSES).toEqual(["pending", "in_review", "approved", "rejected", "funded"]));
  it.each(patchValues)("the PATCH reads %j as %s", (value, canonical) => expect(toCanonical(value)).toBe(canonical));
  it("offers dropdown values that the PATCH accepts", () => {
    expect(STAFF_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      "Pending Review",
      "In Review",
      "Lender Matching",
      "Offers Ready",
      "Approved",
      "Rejected",
      "Funded",
    ]);
    for (const o of STAFF_STATUS_OPTIONS) expect(toCanonical(o.value)).not.toBeNull();
    const values = STAFF_STATUS_OPTIONS.map((o) => o.value);
    for (const s of APPLICATION_STATUSES) expect(values).toContain(staffOptionValue(s));
    expect(staffOptionValue("lender_matching")).toBe("lender_matching");
    expect(staffOptionValue("settled")).toBe("funded");
  });
  it("groups statuses for the dashboard tiles", () => {
    expect(STAFF_DASHBOARD_GROUPS).toEqual({
      newApplications: ["submitted"],
      inReview: ["under_review", "lender_matching", "offers_presentation"],
      approved: ["approved"],
      settled: ["settled"],
    });
  });
});
