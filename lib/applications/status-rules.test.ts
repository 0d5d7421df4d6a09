import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  LEAD_STATUSES,
  checkTransition,
  clientBadgeTone,
  clientSeesQuotes,
  isTerminal,
  leadBadgeTone,
} from "@/lib/applications/status";
import {
  BROKER_FILTER_OPTIONS,
  STAFF_STATUS_OPTIONS,
  matchesBrokerFilter,
  staffBadgeTone,
  staffChangeNeedsConfirmation,
  staffChangeNeedsNote,
  toCanonical,
} from "@/lib/applications/status-views";

describe("rules the screens share", () => {
  it("asks the staff panel for a note or a confirmation exactly when the server would need a note", () => {
    expect(staffChangeNeedsNote("under_review", "pending")).toBe(true);
    expect(staffChangeNeedsNote("offers_presentation", "lender_matching")).toBe(true);
    expect(staffChangeNeedsNote("settled", "approved")).toBe(true);
    expect(staffChangeNeedsNote("submitted", "in_review")).toBe(false);
    expect(staffChangeNeedsNote("approved", "rejected")).toBe(false);
    expect(staffChangeNeedsNote("declined", "pending")).toBe(false);
    expect(STAFF_STATUS_OPTIONS.filter((o) => staffChangeNeedsConfirmation(o.value)).map((o) => o.label)).toEqual([
      "Approved",
      "Rejected",
      "Funded",
    ]);
    for (const from of APPLICATION_STATUSES) {
      if (isTerminal(from)) continue;
      for (const o of STAFF_STATUS_OPTIONS) {
        const to = toCanonical(o.value)!;
        if (from === to) continue;
        const refused = !checkTransition(from, to, { isAdmin: true, hasNote: false }).ok;
        expect(staffChangeNeedsNote(from, o.value) || staffChangeNeedsConfirmation(o.value)).toBe(refused);
      }
    }
  });

  it("labels the broker filters as the badges are", () => {
    expect(BROKER_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      "All statuses",
      "Submitted",
      "Under Review",
      "Processing",
      "Approved",
      "Settled",
      "Declined",
      "Withdrawn",
    ]);
    expect(matchesBrokerFilter("new", "submitted")).toBe(true);
    expect(matchesBrokerFilter("processing", "approved")).toBe(false);
  });

  it("shows quotes to clients only once offers are presented", () => {
    expect(APPLICATION_STATUSES.filter(clientSeesQuotes)).toEqual(["offers_presentation", "approved", "settled"]);
  });

  it("gives every status and lead a badge colour", () => {
    expect(clientBadgeTone("settled")).toBe("dark-green");
    expect(clientBadgeTone("bogus")).toBe("grey");
    expect(staffBadgeTone("lender_matching")).toBe("teal");
    expect(staffBadgeTone("bogus")).toBe("amber");
    expect(LEAD_STATUSES.map(leadBadgeTone)).toEqual(["amber", "teal", "green", "red"]);
  });
});
