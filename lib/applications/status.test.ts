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
  dealEventsAt,
  isPastReadinessGate,
} from "@/lib/applications/status";

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

describe("dealEventsAt", () => {
  it("lists what each status on the forward path required, and nothing for drafts, files with us or exits", () => {
    expect(dealEventsAt("lender_matching")).toEqual(["submitted"]);
    expect(dealEventsAt("offers_presentation")).toEqual(["submitted", "offered"]);
    expect(dealEventsAt("approved")).toEqual(["submitted", "offered", "signed"]);
    expect(dealEventsAt("settled")).toEqual(["submitted", "offered", "signed", "settled"]);
    for (const s of ["draft", "submitted", "under_review", "declined", "withdrawn"] as const)
      expect(dealEventsAt(s)).toEqual([]);
  });
  it("agrees with statusAfterDealEvent: each event, from the status before it, lands on a status that requires it", () => {
    for (const s of APPLICATION_STATUSES)
      for (const e of dealEventsAt(s)) expect(dealEventsAt(statusAfterDealEvent("under_review", e) ?? s)).toContain(e);
  });
  it("puts the readiness gate at lender matching", () => {
    expect(APPLICATION_STATUSES.filter(isPastReadinessGate)).toEqual([
      "lender_matching",
      "offers_presentation",
      "approved",
      "settled",
    ]);
  });
});
