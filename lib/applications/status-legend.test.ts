/**
 * One status vocabulary per audience, documented in the status module and shown as a legend in
 * each portal; 'Active' counted one way everywhere (issue #37 item 5, ADR 064).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  clientBadgeTone,
  clientStatusLabel,
  type ApplicationStatus,
} from "./status";
import { brokerBadgeTone, brokerLabel, brokerStatus, staffBadgeTone, staffLabel, staffStatus } from "./status-views";
import { countActive, isActiveRow, STATUS_LEGEND, type StatusAudience } from "./status-legend";

const NAME: Record<StatusAudience, (s: ApplicationStatus) => string> = {
  client: clientStatusLabel,
  partner: brokerLabel,
  staff: staffLabel,
};
const TONE = { client: clientBadgeTone, partner: brokerBadgeTone, staff: staffBadgeTone };

describe("each portal's status legend", () => {
  it.each(["client", "partner", "staff"] as const)(
    "%s: names every status its portal shows once, as its badges name and colour it",
    (audience) => {
      const legend = STATUS_LEGEND[audience];
      const covered = legend.flatMap((e) => e.covers);
      const shown = APPLICATION_STATUSES.filter((s) => audience === "partner" || s !== "draft");
      expect([...covered].sort()).toEqual([...shown].sort());
      for (const e of legend) {
        for (const s of e.covers) {
          expect(NAME[audience](s), s).toBe(e.label);
          expect(TONE[audience](s), s).toBe(e.tone);
        }
        expect(e.meaning.length, e.label).toBeGreaterThan(10);
      }
      expect(new Set(legend.map((e) => e.label)).size).toBe(legend.length);
    },
  );

  it("says what the client sees wherever a partner's or staff name differs from the client's", () => {
    for (const audience of ["partner", "staff"] as const)
      for (const e of STATUS_LEGEND[audience]) {
        const differs = e.covers.some((s) => s !== "draft" && clientStatusLabel(s) !== e.label);
        for (const s of e.covers.filter((c) => c !== "draft" && differs))
          expect(e.meaning, `${audience} ${e.label}`).toContain(`'${clientStatusLabel(s)}'`);
      }
    const staff = Object.fromEntries(STATUS_LEGEND.staff.map((e) => [e.label, e.meaning]));
    expect(staff["Pending Review"]).toContain("The client sees 'Submitted'.");
    expect(staff["Funded"]).toContain("The client sees 'Settled'.");
    const partner = Object.fromEntries(STATUS_LEGEND.partner.map((e) => [e.label, e]));
    expect(partner["Processing"]!.covers).toEqual(["lender_matching", "offers_presentation"]);
    expect(partner["Processing"]!.meaning).toContain("'Lender Matching' or 'Offers Ready'");
  });

  it("is shown in each portal, near its list of applications", () => {
    const uses: [string, StatusAudience][] = [
      ["app/(portals)/client/page.tsx", "client"],
      ["components/broker/applications-tab.tsx", "partner"],
      ["components/staff/queue-tab.tsx", "staff"],
    ];
    for (const [file, audience] of uses)
      expect(readFileSync(file, "utf8"), file).toContain(`<StatusLegend audience="${audience}" />`);
    // The client portal shows what its page passes, under 'My Applications'.
    expect(readFileSync("components/client/client-portal.tsx", "utf8")).toMatch(
      /My Applications<\/h2>\s*\{statusLegend\}/,
    );
    // The status module documents why the vocabularies differ.
    expect(readFileSync("lib/applications/status-legend.ts", "utf8")).toMatch(/Why the names differ by portal/);
  });
});

describe("'Active Applications', counted one way", () => {
  const stored: ApplicationStatus[] = [...APPLICATION_STATUSES, "submitted", "lender_matching", "settled"];
  const expected = stored.filter((s) => (ACTIVE_STATUSES as readonly string[]).includes(s)).length;

  it("gives the same count whichever vocabulary the rows carry (client, partner, staff rows)", () => {
    const client = stored.filter((s) => s !== "draft").map((status) => ({ status }));
    const partner = stored.filter((s) => s !== "draft").map((s) => ({ status: brokerStatus(s) }));
    const staff = stored.filter((s) => s !== "draft").map((s) => ({ status: staffStatus(s), canonicalStatus: s }));
    expect(countActive(client)).toBe(expected);
    expect(countActive(partner)).toBe(expected);
    expect(countActive(staff)).toBe(expected);
    expect(expected).toBe(6);
  });

  it("does not count a partner's 'New' (not submitted) or any closed file", () => {
    expect(isActiveRow({ status: "new" })).toBe(false);
    expect(isActiveRow({ status: "processing" })).toBe(true);
    for (const s of ["approved", "settled", "declined", "withdrawn", "draft"])
      expect(isActiveRow({ status: s })).toBe(false);
  });

  it("is the function the home dashboard, the client portal and the partner dashboard call", () => {
    for (const file of [
      "components/marketing/home-dashboard.tsx",
      "components/client/client-portal.tsx",
      "lib/partners/broker.ts",
    ]) {
      const source = readFileSync(file, "utf8");
      expect(source, file).toMatch(
        /Active Applications"?,? *(?:value: )?String\(countActive\(|activeApplications: countActive\(/,
      );
      expect(source, file).not.toMatch(/\bisActive\(/);
    }
  });
});
