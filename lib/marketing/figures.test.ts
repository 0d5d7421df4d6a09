/**
 * The figures on every marketing page agree with the lender panel (ADR 018): each "from X%" is the
 * panel's lowest rate for what it describes, each rate range is a panel band, the representative
 * example is the amortised one, and traditional lenders take the same time everywhere.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  amountRateBand,
  PANEL_RATE_BAND,
  productRateBand,
  rateRange,
  representativeExampleText,
  tierRateBand,
  TRADITIONAL_LENDER_APPROVAL,
  type PanelProduct,
} from "@/lib/lenders/rate-claims";
import { formatRate, REPRESENTATIVE } from "@/lib/money/calculators";
import { SITE_DESCRIPTION } from "./site-description";
import { MARKETING_PAGES } from "./content";
import { LANDING_FAQS, LANDING_PRODUCTS, LANDING_STATS } from "./content-landing";
import { DOWNLOADS, PARTNER_INFO_PACK, WEBINARS } from "./resources";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { DEFAULT_STATUS_TARGET_HOURS } from "@/lib/applications/status-targets";
import { COMPANY_FIGURES, PROMISES } from "./promises";
import { WIZARD_QUESTIONS } from "@/lib/applications/wizard-steps";

type Item = { where: string; text: string };

/** Every object's own strings joined (a card's title, text and meta read as one claim), recursively. */
function items(node: unknown, where: string, out: Item[] = []): Item[] {
  if (typeof node === "string") out.push({ where, text: node });
  else if (Array.isArray(node)) {
    if (node.every((v) => typeof v === "string")) out.push({ where, text: node.join(" · ") });
    else node.forEach((v) => items(v, where, out));
  } else if (node && typeof node === "object") {
    const values = Object.values(node);
    const own = values.filter((v): v is string => typeof v === "string");
    if (own.length) out.push({ where, text: own.join(" · ") });
    values.filter((v) => typeof v !== "string").forEach((v) => items(v, where, out));
  }
  return out;
}

const ALL: Item[] = [
  ...MARKETING_PAGES.flatMap((p) => items(p, p.path)),
  ...items({ LANDING_FAQS, LANDING_PRODUCTS, LANDING_STATS }, "/"),
  { where: "site description", text: SITE_DESCRIPTION },
  ...DOWNLOADS.flatMap((d) => items(d, `download ${d.slug}`)),
  ...items(PARTNER_INFO_PACK, "partner info pack"),
];

/** The marketing components' own source text (the hero, the lender grid, the stories heading). */
const COMPONENT_SOURCES = [
  "components/marketing",
  "components/wizard/steps",
  "components/client",
  "components/site",
].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
    .map((f) => ({ where: join(dir, f), text: readFileSync(join(dir, f), "utf8") })),
);

const PRODUCTS = ["term_loan", "line_of_credit", "working_capital", "equipment", "invoice", "trade", "inventory"];

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

const PRODUCT_WORDS: [RegExp, PanelProduct][] = [
  [/line of credit|line-of-credit/i, "line_of_credit"],
  [/working capital|working-capital/i, "working_capital"],
  [/equipment/i, "equipment"],
  [/invoice/i, "invoice"],
  [/trade finance|trade-finance/i, "trade"],
  [/term loan/i, "term_loan"],
];
const dollars = (n: string, unit: string) => Number(n) * (unit.toLowerCase() === "m" ? 1_000_000 : 1_000);

/** What a "from X%" in this claim must equal: its amount band's, its product's, or the panel's lowest rate. */
function expectedFrom({ where, text }: Item): number {
  const band = /\$(\d+)([kM])-\$(\d+)([kM])(\+?)/.exec(text);
  if (band)
    return amountRateBand(dollars(band[1]!, band[2]!), band[5] ? undefined : dollars(band[3]!, band[4]!) - 1).minBps;
  const product = PRODUCT_WORDS.find(([re]) => re.test(text) || re.test(where))?.[1];
  return product ? productRateBand(product).minBps : PANEL_RATE_BAND.minBps;
}

describe("marketing figures", () => {
  it("says 'from X%' only with the panel's lowest rate for that claim", () => {
    const claims = ALL.flatMap((item) =>
      [...item.text.matchAll(/(?<!deposit )from (\d+(?:\.\d+)?)%/gi)].map((m) => ({ ...item, said: `${m[1]}%` })),
    );
    expect(claims.length).toBeGreaterThanOrEqual(8);
    for (const c of claims) expect(c.said, `${c.where}: ${c.text}`).toBe(formatRate(expectedFrom(c)));
    expect(claims.some((c) => c.where === "/products/line-of-credit")).toBe(true);
    expect(claims.some((c) => c.where === "site description")).toBe(true);
  });

  it("quotes rate ranges only as the panel's bands", () => {
    const bands = new Set([
      rateRange(),
      ...(["prime", "near_prime", "alt_doc"] as const).map((t) => rateRange(tierRateBand(t))),
    ]);
    const ranges = ALL.flatMap((i) =>
      [...i.text.matchAll(/\d+(?:\.\d+)?%-\d+(?:\.\d+)?%/g)].map((m) => ({ ...i, r: m[0] })),
    );
    expect(ranges.length).toBeGreaterThan(0);
    for (const r of ranges) expect(bands.has(r.r), `${r.where}: ${r.text}`).toBe(true);
    expect(ALL.filter((i) => /typical apr/i.test(i.text))).toEqual([]);
  });

  it("gives the representative example as amortised, wherever it appears", () => {
    const examples = ALL.filter((i) => i.text.includes(`$150,000 over ${REPRESENTATIVE.months} months`));
    expect(examples.map((i) => i.where).sort()).toEqual(["/pricing", "download understanding-business-loan-costs"]);
    for (const e of examples) expect(e.text).toContain(representativeExampleText());
  });

  it("gives traditional lenders one approval time", () => {
    const rows = ALL.filter((i) => /^Approval · /.test(i.text));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.text.split(" · ")[2], r.where).toBe(TRADITIONAL_LENDER_APPROVAL);
    expect(ALL.filter((i) => /(traditional|bank)[^.·]*\d+-\d+ (days|weeks)/i.test(i.text))).toEqual([]);
  });

  it("leaves no rate or repayment hard-coded in the marketing and wizard components", () => {
    const dirs = ["components/marketing", "components/wizard/steps"];
    const offenders = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
        .flatMap((f) => {
          const source = readFileSync(join(dir, f), "utf8");
          return [...source.matchAll(/\d+\.\d+%|\$\d{1,3},\d{3}\b(?! over)|2-5 (days|weeks)/g)].map(
            (m) => `${f}: ${m[0]}`,
          );
        }),
    );
    expect(offenders).toEqual([]);
  });

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

  it("offers only the panel's product terms (months)", () => {
    const allowed = new Set<string>([
      PROMISES.terms(),
      ...PRODUCTS.map((p) => PROMISES.terms(p)),
      ...[
        PROMISES.termsForAmount(10_000, 49_999),
        PROMISES.termsForAmount(50_000, 249_999),
        PROMISES.termsForAmount(250_000),
      ].map((t) => t.replace(/ months$/, "")),
    ]);
    const ranges = ALL.flatMap((i) =>
      [...i.text.matchAll(/\b(\d+)(?:-| to )(\d+) months/g)]
        .filter((m) => !/turnover/i.test(i.text.slice(Math.max(0, m.index! - 40), m.index!)))
        .map((m) => ({ ...i, said: `${m[1]}-${m[2]}` })),
    );
    expect(ranges.length).toBeGreaterThanOrEqual(12);
    const unsupported = ranges.filter((r) => !allowed.has(r.said)).map((r) => `${r.where}: ${r.said}`);
    expect(unsupported).toEqual([]);
    expect(pageFor("/products/line-of-credit")).toContain(`${PROMISES.terms("line_of_credit")} months`);
  });

  it("computes the broker page's commission example from the commission terms", () => {
    const row = (pageFor("/mortgage-broker-partners") ?? "").match(/Your monthly commission · (\$[\d,]+)/);
    expect(row?.[1]).toBe(PROMISES.commissionExample.monthly);
    expect(PROMISES.commissionExample.monthly).toBe("$2,250");
    const pack = ALL.filter((i) => i.where === "partner info pack" && /a month/.test(i.text));
    expect(pack.map((i) => i.text).join(" ")).toContain(`earns about ${PROMISES.commissionExample.monthly} a month`);
    expect(ALL.filter((i) => /\$7,500/.test(i.text))).toEqual([]);
  });
});

function pageFor(path: string): string | undefined {
  const page = MARKETING_PAGES.find((p) => p.path === path);
  return page
    ? items(page, path)
        .map((i) => i.text)
        .join(" | ")
    : undefined;
}
