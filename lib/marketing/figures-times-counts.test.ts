/**
 * The figures on every marketing page agree with the lender panel (ADR 018): each "from X%" is the
 * panel's lowest rate for what it describes, each rate range is a panel band, the representative
 * example is the amortised one, and traditional lenders take the same time everywhere.
 *
 * Times and counts here; rates, examples and terms in figures.test.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { DEFAULT_STATUS_TARGET_HOURS } from "@/lib/applications/status-targets";
import { WIZARD_QUESTIONS } from "@/lib/applications/wizard-steps";
import { ALL, COMPONENT_SOURCES, PRODUCTS, pageFor } from "@/tests/support/marketing-claims";
import { COMPANY_FIGURES, PROMISES } from "./promises";
import { WEBINARS } from "./resources";

/** Every time the data supports: the panel's range overall and per product, each lender's own, our targets. */
function allowedHours(): Set<string> {
  const ranges = [PROMISES.decision, ...PRODUCTS.map((p) => PROMISES.decisionFor(p))];
  const single = [...LENDER_PANEL.map((l) => l.speedHours), ...Object.values(DEFAULT_STATUS_TARGET_HOURS)];
  const out = new Set<string>();
  for (const r of ranges) out.add(r.replace(/ hours$/, ""));
  for (const h of single) out.add(String(h));
  return out;
}

/**
 * Service standards we set ourselves, not held in any table (ADR 062 lists them): how fast support
 * replies and when partner commission is paid. Matched by their context so no other time slips by.
 */
const SERVICE_STANDARD =
  /(reply|replies|feedback|be in touch|get back to you|of settlement|documentation|instrument)[^.·]{0,40}$/i;

describe("marketing figures: times and counts", () => {
  it("says a time only when the lender panel or the status targets give it (hours, hrs, h)", () => {
    const allowed = allowedHours();
    const times = ALL.flatMap((item) =>
      [...item.text.matchAll(/\b(\d+(?:-\d+)?) ?(?:hours|hrs|h)\b/gi)].map((m) => ({
        ...item,
        said: m[1]!,
        before: item.text.slice(Math.max(0, m.index! - 60), m.index!),
      })),
    );
    expect(times.length).toBeGreaterThanOrEqual(15);
    const unsupported = times
      .filter((t) => !allowed.has(t.said) && !SERVICE_STANDARD.test(t.before))
      .map((t) => `${t.where}: ${t.said} in "${t.text.slice(0, 120)}"`);
    expect(unsupported).toEqual([]);
    // The decision times the pages quote are the panel's, not a copy.
    expect(ALL.some((i) => i.text.includes(`${PROMISES.decision}`))).toBe(true);
    expect(pageFor("/products/equipment-finance")).toContain(PROMISES.decisionFor("equipment"));
    expect(pageFor("/products/cash-flow")).toContain(PROMISES.decisionFor("working_capital"));
  });

  it("says how long applying takes only as measured, or by counting the wizard's questions (ADR 064)", () => {
    const claim = PROMISES.completion;
    const derived = [claim.header, claim.application, claim.apply, claim.faq, claim.metadata];
    // A webinar recording's running time is the recording's, not a claim about applying.
    const webinarLength = (text: string) => WEBINARS.some((w) => text.includes(w.length.replace(/\.$/, "")));
    const times = ALL.flatMap((item) =>
      [...item.text.matchAll(/\b\d+(?:-\d+)? ?(?:seconds|secs|minutes|mins|hours of your time)\b/gi)].map((m) => ({
        ...item,
        said: m[0],
      })),
    );
    const unsupported = times
      .filter((t) => !webinarLength(t.text) && !derived.some((d) => t.text.includes(d)))
      .map((t) => `${t.where}: ${t.said} in "${t.text.slice(0, 120)}"`);
    expect(unsupported).toEqual([]);
    // Every count of the wizard's questions is the wizard's (the FAQ's "3 questions" per section are not).
    const counts = ALL.flatMap((i) =>
      [...i.text.matchAll(/\b(\d+) questions (?:on|to see)\b/g)].map((m) => ({ ...i, n: m[1] })),
    );
    expect(counts.length).toBeGreaterThanOrEqual(3);
    for (const c of counts)
      expect([String(WIZARD_QUESTIONS.total), String(WIZARD_QUESTIONS.toMatches)], c.where).toContain(c.n);
    // /how-it-works, the FAQ and the product pages read the one claim; no page keeps the old ones.
    expect(pageFor("/how-it-works")).toContain(claim.application);
    expect(ALL.some((i) => i.text.includes(claim.faq))).toBe(true);
    expect(ALL.filter((i) => /30 seconds|10 minutes|5-8 minutes/.test(i.text)).map((i) => i.where)).toEqual([]);
    // The wizard's header and its page description state the same claim, and hard-code no time.
    const header = readFileSync("components/wizard/wizard-frame.tsx", "utf8");
    expect(header).toContain("PROMISES.completion.header");
    const metadata = readFileSync("app/(apply)/application/wizard-metadata.ts", "utf8");
    expect(metadata).toContain("PROMISES.completion.metadata");
    const hardCoded = [...COMPONENT_SOURCES, { where: "wizard-metadata.ts", text: metadata }].flatMap(
      ({ where, text }) =>
        [...text.matchAll(/\b\d+(?:-\d+)? ?(?:seconds|minutes)\b/gi)].map((m) => `${where}: ${m[0]}`),
    );
    expect(hardCoded).toEqual([]);
  });

  it("keeps the client's status guide and completion promise on the staff targets and the panel", () => {
    const guide = PROMISES.statusGuide;
    const guideSource = readFileSync("components/client/status-guide.tsx", "utf8");
    for (const status of ["submitted", "under_review", "lender_matching"])
      expect(guideSource).toContain(`PROMISES.statusGuide.${status}`);
    expect(guideSource).not.toMatch(/\d+(-\d+)? (hours|business days)/);
    expect(guide.submitted).toContain(`${DEFAULT_STATUS_TARGET_HOURS.submitted} hours`);
    expect(guide.under_review).toContain(`${Math.ceil(DEFAULT_STATUS_TARGET_HOURS.under_review! / 24)} days`);
    expect(guide.lender_matching).toContain(PROMISES.decision);
    expect(PROMISES.offersExpected).not.toMatch(/offers within 24 hours/);
    const wizard = readFileSync("components/wizard/steps/complete-step.tsx", "utf8");
    expect(wizard).toContain("PROMISES.offersExpected");
    expect(wizard).not.toMatch(/within \d+ hours/);
  });

  it("counts lenders only as the panel does", () => {
    const counts = ALL.flatMap((i) =>
      [...i.text.matchAll(/(?<!past )\b(\d+)\+? lenders/gi)].map((m) => ({ ...i, said: m[0] })),
    );
    expect(counts.length).toBeGreaterThanOrEqual(5);
    for (const c of counts) expect(c.said, c.where).toBe(`${PROMISES.lenders} lenders`);
    expect(PROMISES.lenders).toBe(`${Math.floor(LENDER_PANEL.length / 10) * 10}+`);
    // No source hard-codes a lender count, the grid remainder or a claim the data cannot back.
    const offenders = COMPONENT_SOURCES.flatMap(({ where, text }) =>
      [...text.matchAll(/\+\d+ more|\d+\+ (?:Australian )?lenders|\d+hrs|1000\+|\d+,\d{3}\+/g)].map(
        (m) => `${where}: ${m[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
    expect(PROMISES.moreLenders(14)).toBe(`+${LENDER_PANEL.length - 14} more`);
  });

  it("makes no claim the data cannot back, and dates every company figure", () => {
    const banned = /94%|200\+ data points|better rates|live chat|approval rate|funded this month/i;
    expect(ALL.filter((i) => banned.test(i.text)).map((i) => `${i.where}: ${i.text}`)).toEqual([]);
    expect(COMPONENT_SOURCES.filter((c) => banned.test(c.text)).map((c) => c.where)).toEqual([]);
    // A count ("5,000+", "$500M+", "98%") outside the rate claims is a company figure, said with its date.
    const company = new Set<string>(Object.values(COMPANY_FIGURES));
    const stats = ALL.filter((i) => /^(?:\$?[\d.,]+[MBK]?\+|\d+%) · /.test(i.text));
    expect(stats.length).toBeGreaterThanOrEqual(6);
    for (const s of stats) {
      const [value, label] = s.text.split(" · ");
      if (company.has(value!)) expect(label, `${s.where}: ${s.text}`).toContain(COMPANY_FIGURES.asOf);
      else expect([String(PROMISES.lenderCount)], `${s.where}: ${s.text}`).toContain(value);
    }
  });

  it("asks for one bank-statement period everywhere: the checklist's", () => {
    const periods = ALL.flatMap((i) =>
      [
        ...i.text.matchAll(
          /(\d+|three|six|twelve) months(?: of(?: business)? bank statements)?|bank statements for the last (\d+) months/gi,
        ),
      ]
        .filter((m) => /bank statements/i.test(m[0]))
        .map((m) => ({ ...i, said: m[1] ?? m[2] })),
    );
    expect(periods.length).toBeGreaterThanOrEqual(4);
    for (const p of periods) expect(p.said, `${p.where}: ${p.text}`).toBe(String(PROMISES.bankStatementMonths));
    expect(
      ALL.filter(
        (i) =>
          /(three|six|twelve|\d+) months (of|for) (business )?bank/i.test(i.text) &&
          !i.text.includes(`${PROMISES.bankStatementMonths} months`),
      ),
    ).toEqual([]);
  });
});
