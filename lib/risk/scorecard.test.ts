import { describe, expect, it } from "vitest";
import { assessRisk, riskCategory } from "@/lib/risk/scorecard";

describe("risk scorecard", () => {
  it("uses the spec's thresholds", () => {
    expect(riskCategory(0)).toBe("Low Risk");
    expect(riskCategory(29)).toBe("Low Risk");
    expect(riskCategory(30)).toBe("Medium Risk");
    expect(riskCategory(69)).toBe("Medium Risk");
    expect(riskCategory(70)).toBe("High Risk");
  });

  it("scores a strong file low and a weak file high, with factors that add up", () => {
    const strong = assessRisk({
      loanAmount: 50_000,
      termMonths: 24,
      monthlyTurnover: 200_000,
      creditProfile: "excellent",
      timeInBusiness: "5y+",
      industry: "healthcare",
      purpose: "equipment",
    });
    const weak = assessRisk({
      loanAmount: 400_000,
      termMonths: 60,
      monthlyTurnover: 20_000,
      creditProfile: "poor",
      timeInBusiness: "0-6m",
      industry: "construction",
      purpose: "payroll",
    });
    expect(strong.category).toBe("Low Risk");
    expect(weak.category).toBe("High Risk");
    expect(strong.score).toBe(strong.factors.reduce((s, f) => s + f.points, 0));
    expect(weak.score).toBeLessThanOrEqual(100);
    expect(weak.recommendation).toMatch(/^Decline/);
  });
});

describe("risk scorecard details", () => {
  const base = {
    loanAmount: 100_000,
    termMonths: 24,
    monthlyTurnover: 60_000,
    creditProfile: "good",
    timeInBusiness: "2-5y",
    industry: "manufacturing",
    purpose: "growth",
  };
  it("is monotonic in credit profile, trading time and leverage", () => {
    const credit = ["excellent", "good", "fair", "poor"].map((c) => assessRisk({ ...base, creditProfile: c }).score);
    expect(credit).toEqual([...credit].sort((a, b) => a - b));
    const tib = ["5y+", "2-5y", "1-2y", "6m-1y", "0-6m"].map((t) => assessRisk({ ...base, timeInBusiness: t }).score);
    expect(tib).toEqual([...tib].sort((a, b) => a - b));
    const lev = [20_000, 200_000, 500_000, 900_000].map((a) => assessRisk({ ...base, loanAmount: a }).score);
    expect(lev).toEqual([...lev].sort((a, b) => a - b));
  });
  it("explains each factor in the words the screens use, not the stored codes", () => {
    const details = assessRisk({ ...base, industry: "retail_hospitality" }).factors.map((f) => f.detail);
    expect(details).toContain("Retail & Hospitality");
    expect(details).toContain("Business Growth");
    expect(details).toContain("Self-declared credit profile: Good (650-749)");
    expect(details.join(" ")).not.toMatch(/retail_hospitality|\bgrowth\b/);
  });
  it("flags an ABN younger than the stated trading time", () => {
    const young = assessRisk(base, { abnAgeMonths: 8 });
    expect(young.factors.find((f) => f.factor === "ABN age")).toMatchObject({ points: 10 });
    expect(young.score).toBe(assessRisk(base).score + 10);
    expect(assessRisk(base, { abnAgeMonths: 80 }).factors.find((f) => f.factor === "ABN age")!.points).toBe(0);
  });
});
