// Matching on evidence (issue 33 item 3, ADR 068): products, states, entity types and security, and
// the verified turnover, trading history and bureau band in place of the typed answers.
import { describe, expect, it } from "vitest";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { matchLenders, reasonsAgainst, verifiedFacts, type ApplicationFacts, type FactEvidence } from "@/lib/matching";

const byName = (name: string) => LENDER_PANEL.find((l) => l.name === name)!;
const facts: ApplicationFacts = {
  loanAmount: 100_000,
  termMonths: 24,
  monthlyTurnover: 60_000,
  creditProfile: "good",
  timeInBusiness: "5y+",
  industry: "professional_services",
  purpose: "cashflow",
};

const months = (from: number, count: number, cents: number) =>
  Array.from({ length: count }, (_, i) => ({ month: `2026-${String(from + i).padStart(2, "0")}`, inflowCents: cents }));
const bank = (over: Partial<NonNullable<FactEvidence["bank"]>> = {}): FactEvidence["bank"] => ({
  averageMonthlyInflowCents: 2_000_000,
  completeMonths: 10,
  period: { from: "2026-01-01", to: "2026-10-31" },
  months: months(1, 10, 2_000_000),
  ...over,
});

describe("what each lender lends for", () => {
  it("an equipment-only lender is not matched for working capital, but is for equipment", () => {
    for (const name of ["Banksia Equipment Finance", "Outback Equipment Co-op", "Ironbark Asset Finance"]) {
      const l = byName(name);
      expect(l.products).toEqual(["equipment"]);
      expect(l.securityKind).toBe("asset");
      for (const purpose of ["cashflow", "payroll", "growth"])
        expect(reasonsAgainst(l, { ...facts, purpose }).join("; ")).toContain("Offers equipment finance only");
      const equipment = { ...facts, purpose: "equipment", loanAmount: Math.max(l.minAmount, 100_000) };
      expect(reasonsAgainst(l, equipment).filter((r) => r.includes("equipment finance only"))).toEqual([]);
    }
    const eligible = matchLenders(facts, LENDER_PANEL)
      .filter((m) => m.eligible)
      .map((m) => m.lenderName);
    expect(eligible.some((n) => /Equipment|Asset/.test(n))).toBe(false);
  });

  it("a trade financier is not matched for equipment", () => {
    expect(reasonsAgainst(byName("Telstar Trade Finance"), { ...facts, purpose: "equipment" })).toContain(
      "Offers trade finance and inventory finance only, not finance for equipment",
    );
  });

  it("states and entity types refuse only once the full application gives them", () => {
    const murray = byName("Murray River Agribusiness");
    const growth = { ...facts, purpose: "growth", monthlyTurnover: 80_000 };
    expect(reasonsAgainst(murray, growth)).toEqual([]);
    expect(reasonsAgainst(murray, { ...growth, state: "WA" })).toEqual(["Lends in NSW, VIC, QLD and SA only"]);
    expect(reasonsAgainst(murray, { ...growth, state: "VIC" })).toEqual([]);
    const southernCross = byName("Southern Cross Business Bank");
    expect(reasonsAgainst(southernCross, { ...growth, entityType: "sole_trader" })).toEqual([
      "Lends to companies and trusts only",
    ]);
  });
});

describe("facts from evidence", () => {
  it("takes turnover from bank data, and the bureau's band over the stated one", () => {
    const v = verifiedFacts(facts, { bank: bank(), bureauBand: "fair", entityType: "company", state: "NSW" });
    expect(v.facts).toMatchObject({
      monthlyTurnover: 20_000,
      creditProfile: "fair",
      entityType: "company",
      state: "NSW",
    });
    expect(v.sources).toEqual({ turnover: "bank_data", trading: "bank_data", credit: "bureau" });
    expect(v.notes).toContain("Monthly turnover from bank data: $20,000 (stated $60,000).");
  });

  it("bank data proves at least its span of trading; trading income starting late caps the stated history", () => {
    const young = { ...facts, timeInBusiness: "0-6m" };
    expect(verifiedFacts(young, { bank: bank(), bureauBand: null }).facts.monthsTrading).toBe(10);
    const late = bank({ months: [...months(1, 4, 0), ...months(5, 6, 2_000_000)] });
    expect(verifiedFacts(facts, { bank: late, bureauBand: null }).facts.monthsTrading).toBe(5);
    // Long-trading stated history is kept when the data covers less (it cannot disprove it).
    expect(verifiedFacts(facts, { bank: bank(), bureauBand: null }).facts.monthsTrading).toBe(60);
  });

  it("without evidence the stated facts stand", () => {
    expect(verifiedFacts(facts, null)).toEqual({
      facts,
      sources: { turnover: "stated", trading: "stated", credit: "stated" },
      notes: [],
    });
  });

  it("matching changes when verified turnover is lower than stated", () => {
    const stated = matchLenders(facts, LENDER_PANEL).filter((m) => m.eligible).length;
    const v = verifiedFacts(facts, { bank: bank(), bureauBand: null });
    const verified = matchLenders(v.facts, LENDER_PANEL).filter((m) => m.eligible).length;
    expect(verified).toBeLessThan(stated);
  });
});
