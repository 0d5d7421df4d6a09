/**
 * The figures on every marketing page agree with the lender panel (ADR 018): each "from X%" is the
 * panel's lowest rate for what it describes, each rate range is a panel band, the representative
 * example is the amortised one, and traditional lenders take the same time everywhere.
 *
 * Rates, examples and terms here; times and counts in figures-times-counts.test.ts.
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
import { ALL, PRODUCTS, pageFor, type Item } from "@/tests/support/marketing-claims";
import { PROMISES } from "./promises";

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

describe("marketing figures: rates, examples and terms", () => {
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
