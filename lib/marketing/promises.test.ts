/**
 * The promises follow the data (ADR 062): change a lender's decision time, a status target or the
 * panel's size and the strings every page reads change with it, down to the rendered page content.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_STATUS_TARGET_HOURS } from "@/lib/applications/status-targets";
import { BANK_STATEMENT_MONTHS } from "@/lib/documents/checklist";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { daysText, hoursText, PROMISES, promisesFor, roundedCount } from "./promises";
import { completionClaim, MIN_COMPLETION_SAMPLE, minutesText } from "./completion-claim";
import { WIZARD_QUESTIONS } from "@/lib/applications/wizard-steps";

const slower = (hours: number) => LENDER_PANEL.map((l, i) => (i === 0 ? { ...l, speedHours: hours } : l));

afterEach(() => {
  vi.doUnmock("@/lib/lenders/panel-data");
  vi.doUnmock("./completion-measured");
  vi.resetModules();
});

describe("promises from the panel and the status targets", () => {
  it("states today's panel: 26 lenders, decisions in 24-72 hours, 6 months of statements, $2,250 a month", () => {
    expect(LENDER_PANEL).toHaveLength(26);
    expect(PROMISES.lenders).toBe("20+");
    expect(PROMISES.moreLenders(14)).toBe("+12 more");
    expect(PROMISES.decision).toBe("24-72 hours");
    expect(PROMISES.decisionMaxShort).toBe("72hrs");
    expect(PROMISES.decisionFor("equipment")).toBe("48-72 hours");
    expect(PROMISES.bankStatements).toBe(`Last ${BANK_STATEMENT_MONTHS} months of bank statements`);
    expect(BANK_STATEMENT_MONTHS).toBe(6);
    // 3 loans × $150,000 × 1% upfront × the partner's 50% = $2,250 (not the spec's $7,500).
    expect(PROMISES.commissionExample.monthly).toBe("$2,250");
    expect(PROMISES.commissionExample.monthlyCents).toBe(3 * 150_000 * 100 * 0.01 * 0.5);
  });

  it("moves every time claim when a lender's decision time changes", () => {
    const p = promisesFor(slower(96));
    expect(p.decision).toBe("24-96 hours");
    expect(p.decisionMaxShort).toBe("96hrs");
    expect(p.offersExpected).toContain("within 24-96 hours");
    expect(p.statusGuide.lender_matching).toContain("24-96 hours");
    expect(p.decisionFor("term_loan")).toBe("24-96 hours");
  });

  it("moves the pick-up and review promises when the staff targets change", () => {
    const p = promisesFor(LENDER_PANEL, { ...DEFAULT_STATUS_TARGET_HOURS, submitted: 8, under_review: 30 });
    expect(p.statusGuide.submitted).toBe("We pick your application up within 8 hours.");
    expect(p.statusGuide.under_review).toBe("Our review takes up to 2 days.");
    expect(p.offersExpected).toContain("within 8 hours and review it within 2 days");
  });

  it("gives each product the panel's terms, and follows a lender's change", () => {
    expect(PROMISES.terms("line_of_credit")).toBe("12-60");
    expect(PROMISES.terms("working_capital")).toBe("12-60");
    expect(PROMISES.terms()).toBe("12-84");
    const shorter = LENDER_PANEL.map((l) => (l.products.includes("line_of_credit") ? { ...l, maxTermMonths: 24 } : l));
    expect(promisesFor(shorter).terms("line_of_credit")).toBe("12-24");
  });

  it("counts the lenders the panel has", () => {
    const p = promisesFor(LENDER_PANEL.slice(0, 9));
    expect(p.lenders).toBe("9");
    expect(p.moreLenders(5)).toBe("+4 more");
    expect(promisesFor([...LENDER_PANEL, ...LENDER_PANEL]).lenders).toBe("50+");
    expect(roundedCount(26)).toBe("20+");
    expect(hoursText({ min: 48, max: 48 })).toBe("48 hours");
    expect(daysText(24)).toBe("1 day");
    expect(daysText(25)).toBe("2 days");
  });

  it("states the measured median time to complete once the sample is big enough, and counts questions before (ADR 064)", () => {
    const day = { measuredAt: "2026-11-27", windowDays: 90 };
    const measured = promisesFor(LENDER_PANEL, DEFAULT_STATUS_TARGET_HOURS, {
      ...day,
      sample: 120,
      medianSeconds: 545,
    }).completion;
    expect(measured.measured).toBe(true);
    expect(measured.header).toBe("Most applicants finish in about 9 minutes (our median, 120 applications)");
    expect(measured.application).toContain(
      "median time from first answer to submission, 120 applications in the 90 days to November 2026",
    );
    const few = completionClaim({ ...day, sample: MIN_COMPLETION_SAMPLE - 1, medianSeconds: 545 });
    expect(few.measured).toBe(false);
    expect(JSON.stringify(few)).not.toMatch(/minute|second/);
    expect(few.header).toBe(`${WIZARD_QUESTIONS.total} questions, ${WIZARD_QUESTIONS.toMatches} to see your matches`);
    expect(WIZARD_QUESTIONS).toEqual({ total: 14, toMatches: 9, screens: 11 });
    expect(completionClaim({ ...day, sample: 0, medianSeconds: null }).measured).toBe(false);
    expect(minutesText(20)).toBe("1 minute");
    expect(minutesText(90)).toBe("2 minutes");
    // Today's measurement (no live applications yet) states the question count.
    expect(PROMISES.completion.measured).toBe(false);
  });

  it("rebuilds /how-it-works and the FAQ from a new measurement (what a build after figures:completion prints)", async () => {
    vi.resetModules();
    vi.doMock("./completion-measured", () => ({
      MEASURED: { measuredAt: "2026-11-27", windowDays: 90, sample: 64, medianSeconds: 7 * 60 + 10 },
    }));
    const { MARKETING_PAGES } = await import("./content");
    const text = (path: string) => JSON.stringify(MARKETING_PAGES.find((p) => p.path === path));
    expect(text("/how-it-works")).toContain("Most applicants finish in about 7 minutes online");
    expect(text("/faq")).toContain("64 applications");
    expect(text("/products/cash-flow")).toContain("most applicants finish in about 7 minutes");
  });

  it("rebuilds the marketing pages from a changed panel (what a build with new data prints)", async () => {
    vi.resetModules();
    vi.doMock("@/lib/lenders/panel-data", async () => {
      const actual = await vi.importActual<typeof import("@/lib/lenders/panel-data")>("@/lib/lenders/panel-data");
      return { ...actual, LENDER_PANEL: actual.LENDER_PANEL.map((l, i) => (i === 0 ? { ...l, speedHours: 96 } : l)) };
    });
    const { MARKETING_PAGES } = await import("./content");
    const { LANDING_FAQS } = await import("./content-landing");
    const { SITE_DESCRIPTION } = await import("./site-description");
    const text = (path: string) => JSON.stringify(MARKETING_PAGES.find((p) => p.path === path));
    expect(text("/about")).toContain("24-96 hours");
    expect(text("/about")).not.toContain("24-72 hours");
    expect(text("/products/line-of-credit")).toContain("24-96 hours");
    expect(LANDING_FAQS[0]!.a).toContain("24-96 hours");
    expect(SITE_DESCRIPTION).toContain("24-96 hours");
  });
});
