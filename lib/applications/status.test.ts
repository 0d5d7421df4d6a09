import { describe, expect, it } from "vitest";
import {
  statusAfterDealEvent,
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  CLIENT_PROGRESS_TOTAL,
  canClientWithdraw,
  checkTransition,
  clientProgress,
  clientStatusLabel,
  isActive,
  isApplicationStatus,
  isTerminal,
  timelineText,
  type ApplicationStatus,
} from "@/lib/applications/status";
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

const staff = { isAdmin: false, hasNote: false };
const staffWithNote = { isAdmin: false, hasNote: true };
const admin = { isAdmin: true, hasNote: false };
const adminWithNote = { isAdmin: true, hasNote: true };

describe("canonical statuses", () => {
  it("lists the lifecycle in order", () => {
    expect(APPLICATION_STATUSES).toEqual([
      "draft",
      "submitted",
      "under_review",
      "lender_matching",
      "offers_presentation",
      "approved",
      "settled",
      "declined",
      "withdrawn",
    ]);
  });
  it("classifies terminal and active statuses", () => {
    expect(APPLICATION_STATUSES.filter(isTerminal)).toEqual(["settled", "declined", "withdrawn"]);
    expect(APPLICATION_STATUSES.filter(isActive)).toEqual([...ACTIVE_STATUSES]);
    expect(ACTIVE_STATUSES).toEqual(["submitted", "under_review", "lender_matching", "offers_presentation"]);
    expect(isActive("pending")).toBe(false);
  });
  it("recognises only canonical values", () => {
    expect(isApplicationStatus("under_review")).toBe(true);
    expect(isApplicationStatus("pending")).toBe(false);
    expect(isApplicationStatus("UNDER_REVIEW")).toBe(false);
  });
});

describe("checkTransition", () => {
  it("refuses a move to the same status", () => {
    const r = checkTransition("approved", "approved", adminWithNote);
    expect(r).toEqual({ ok: false, reason: "The application is already Approved." });
  });
  it("allows forward moves that decide nothing, including skipped steps, without a note", () => {
    expect(checkTransition("draft", "submitted", staff)).toEqual({ ok: true });
    expect(checkTransition("submitted", "lender_matching", staff)).toEqual({ ok: true });
    expect(checkTransition("under_review", "offers_presentation", staff)).toEqual({ ok: true });
  });
  it("allows any non-terminal status to be declined or withdrawn, with a note", () => {
    for (const from of [
      "draft",
      "submitted",
      "under_review",
      "lender_matching",
      "offers_presentation",
      "approved",
    ] as const) {
      expect(checkTransition(from, "declined", staffWithNote)).toEqual({ ok: true });
      expect(checkTransition(from, "withdrawn", staffWithNote)).toEqual({ ok: true });
    }
  });
  it("needs a note to move backwards", () => {
    const r = checkTransition("approved", "under_review", staff);
    expect(r).toEqual({
      ok: false,
      reason: "A note is required to move an application back from Approved to Under Review.",
    });
    expect(checkTransition("approved", "under_review", staffWithNote)).toEqual({ ok: true });
    expect(checkTransition("submitted", "draft", staff).ok).toBe(false);
  });
  it("needs an admin and a note to leave settled, declined or withdrawn", () => {
    for (const from of ["settled", "declined", "withdrawn"] as const) {
      const notAdmin = checkTransition(from, "under_review", staffWithNote);
      expect(notAdmin.ok).toBe(false);
      if (!notAdmin.ok) expect(notAdmin.reason).toMatch(/^Only an admin can reopen/);
      const noNote = checkTransition(from, "under_review", admin);
      expect(noNote.ok).toBe(false);
      if (!noNote.ok) expect(noNote.reason).toMatch(/^A note is required to reopen/);
      expect(checkTransition(from, "under_review", adminWithNote)).toEqual({ ok: true });
    }
    expect(checkTransition("declined", "withdrawn", staffWithNote).ok).toBe(false);
  });
  it("gives every refusal as a full sentence", () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const r = checkTransition(from, to, staff);
        if (!r.ok) expect(r.reason).toMatch(/^[A-Z].*\.$/);
      }
    }
  });
  it("lets clients withdraw until the file is closed", () => {
    const allowed = APPLICATION_STATUSES.filter(canClientWithdraw);
    expect(allowed).toEqual([
      "draft",
      "submitted",
      "under_review",
      "lender_matching",
      "offers_presentation",
      "approved",
    ]);
  });
});

describe("client view (spec section 4)", () => {
  const table: [string, string, number][] = [
    ["draft", "Draft", 1],
    ["submitted", "Submitted", 2],
    ["under_review", "Under Review", 3],
    ["lender_matching", "Lender Matching", 4],
    ["offers_presentation", "Offers Ready", 5],
    ["approved", "Approved", 6],
    ["settled", "Settled", 7],
    ["declined", "Declined", 3],
    ["withdrawn", "Withdrawn", 2],
    ["on_hold", "ON_HOLD", 1],
    ["pending", "PENDING", 1],
    ["", "", 1],
  ];
  it.each(table)("%s → %s, step %i", (status, label, step) => {
    expect(clientStatusLabel(status)).toBe(label);
    expect(clientProgress(status)).toBe(step);
  });
  it("counts progress out of 7", () => {
    expect(CLIENT_PROGRESS_TOTAL).toBe(7);
    for (const s of APPLICATION_STATUSES) expect(clientProgress(s)).toBeLessThanOrEqual(CLIENT_PROGRESS_TOTAL);
  });
});

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
    ["withdrawn", "declined"],
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
    expect(brokerBadgeTone("withdrawn")).toBe("red");
    expect(brokerLabel("withdrawn")).toBe("Withdrawn");
  });
  const filters: [string, string[]][] = [
    ["all", [...APPLICATION_STATUSES]],
    ["submitted", ["draft", "submitted"]],
    ["under_review", ["under_review"]],
    ["processing", ["lender_matching", "offers_presentation"]],
    ["approved", ["approved"]],
    ["settled", ["settled"]],
    ["declined", ["declined", "withdrawn"]],
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

describe("timelineText", () => {
  it("describes arrivals", () => {
    expect(timelineText(null, "draft")).toBe("Application started");
    expect(timelineText("draft", "submitted")).toBe("Application submitted");
    expect(timelineText("submitted", "under_review")).toBe("Application under review");
    expect(timelineText("under_review", "lender_matching")).toBe("Moved to lender matching");
    expect(timelineText("lender_matching", "offers_presentation")).toBe("Offers are ready");
    expect(timelineText("offers_presentation", "approved")).toBe("Application approved");
    expect(timelineText("approved", "settled")).toBe("Funds settled");
    expect(timelineText("under_review", "declined")).toBe("Application declined");
    expect(timelineText("submitted", "withdrawn")).toBe("Application withdrawn");
  });
  it("describes backward moves and reopenings", () => {
    expect(timelineText("approved", "under_review")).toBe("Moved back to under review");
    expect(timelineText("declined", "under_review")).toBe("Application reopened and moved to under review");
    expect(timelineText("settled", "approved")).toBe("Application reopened and moved to approved");
  });
});

describe("statusAfterDealEvent", () => {
  it("the first submission moves a reviewed file to lender matching; later ones change nothing", () => {
    expect(statusAfterDealEvent("under_review", "submitted")).toBe("lender_matching");
    expect(statusAfterDealEvent("lender_matching", "submitted")).toBeNull();
    expect(statusAfterDealEvent("offers_presentation", "submitted")).toBeNull();
  });
  it("the first offer makes offers ready; signing approves; funding settles", () => {
    expect(statusAfterDealEvent("lender_matching", "offered")).toBe("offers_presentation");
    expect(statusAfterDealEvent("offers_presentation", "offered")).toBeNull();
    expect(statusAfterDealEvent("offers_presentation", "signed")).toBe("approved");
    expect(statusAfterDealEvent("approved", "settled")).toBe("settled");
  });
  it("never moves a closed file", () => {
    for (const closed of ["settled", "declined", "withdrawn"] as const)
      for (const e of ["submitted", "offered", "signed", "settled"] as const)
        expect(statusAfterDealEvent(closed, e)).toBeNull();
  });
});
