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
    const strong = assessRisk({ loanAmount: 50_000, termMonths: 24, monthlyTurnover: 200_000, creditProfile: "excellent", timeInBusiness: "5y+", industry: "healthcare", purpose: "equipment" });
    const weak = assessRisk({ loanAmount: 400_000, termMonths: 60, monthlyTurnover: 20_000, creditProfile: "poor", timeInBusiness: "0-6m", industry: "construction", purpose: "payroll" });
    expect(strong.category).toBe("Low Risk");
    expect(weak.category).toBe("High Risk");
    expect(strong.score).toBe(strong.factors.reduce((s, f) => s + f.points, 0));
    expect(weak.score).toBeLessThanOrEqual(100);
    expect(weak.recommendation).toMatch(/^Decline/);
  });
});
