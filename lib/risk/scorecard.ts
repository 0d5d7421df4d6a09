/**
 * The risk scorecard behind "AI Assess": a transparent, deterministic points model over the
 * application's facts. Score 0-100, higher is riskier; categories follow the spec's thresholds
 * (below 30 Low Risk, 30 to below 70 Medium Risk, 70 and above High Risk).
 */
import {
  creditProfileLabel,
  industryLabel,
  monthsInBusiness,
  purposeLabel,
  timeInBusinessLabel,
} from "@/lib/applications/client";
import type { ApplicationFacts } from "@/lib/matching/client";

export const RISK_THRESHOLDS = { medium: 30, high: 70 } as const;

export type RiskCategory = "Low Risk" | "Medium Risk" | "High Risk";

/** What the scorecard knows beyond the application's facts. */
export interface RiskContext {
  /** Months since the ABN was registered, when the business register knows it. */
  abnAgeMonths?: number | null;
}

export interface RiskFactor {
  factor: string;
  points: number;
  detail: string;
}

export interface RiskAssessment {
  score: number;
  category: RiskCategory;
  recommendation: string;
  factors: RiskFactor[];
}

export function riskCategory(score: number): RiskCategory {
  if (score >= RISK_THRESHOLDS.high) return "High Risk";
  if (score >= RISK_THRESHOLDS.medium) return "Medium Risk";
  return "Low Risk";
}

const CREDIT_POINTS: Record<string, number> = { excellent: 0, good: 8, fair: 20, poor: 32, unsure: 15 };
const INDUSTRY_POINTS: Record<string, number> = {
  construction: 8,
  retail_hospitality: 8,
  agriculture: 6,
  transport_logistics: 5,
  technology: 4,
  manufacturing: 3,
  healthcare: 1,
  professional_services: 1,
};
const PURPOSE_POINTS: Record<string, number> = {
  payroll: 6,
  cashflow: 5,
  other: 5,
  inventory: 3,
  growth: 3,
  equipment: 0,
};

export function assessRisk(f: ApplicationFacts, { abnAgeMonths }: RiskContext = {}): RiskAssessment {
  const factors: RiskFactor[] = [];
  const credit = CREDIT_POINTS[f.creditProfile] ?? 15;
  factors.push({
    factor: "Credit profile",
    points: credit,
    detail: `Self-declared credit profile: ${creditProfileLabel(f.creditProfile)}`,
  });

  const months = monthsInBusiness(f.timeInBusiness);
  const tib = months >= 60 ? 0 : months >= 24 ? 5 : months >= 12 ? 12 : months >= 6 ? 18 : 24;
  factors.push({ factor: "Time in business", points: tib, detail: `Trading ${timeInBusinessLabel(f.timeInBusiness)}` });

  // Loan against a year's turnover.
  const annual = Math.max(f.monthlyTurnover * 12, 1);
  const ratio = f.loanAmount / annual;
  const leverage = ratio <= 0.1 ? 0 : ratio <= 0.25 ? 6 : ratio <= 0.5 ? 14 : ratio <= 1 ? 22 : 28;
  factors.push({
    factor: "Loan to annual turnover",
    points: leverage,
    detail: `${Math.round(ratio * 100)}% of annual turnover`,
  });

  const term = f.termMonths >= 60 ? 4 : f.termMonths <= 12 ? 2 : 0;
  factors.push({ factor: "Loan term", points: term, detail: `${f.termMonths} months` });

  const industry = f.industry ? (INDUSTRY_POINTS[f.industry] ?? 4) : 4;
  factors.push({ factor: "Industry", points: industry, detail: f.industry ? industryLabel(f.industry) : "Not stated" });

  const purpose = PURPOSE_POINTS[f.purpose] ?? 5;
  factors.push({ factor: "Purpose", points: purpose, detail: purposeLabel(f.purpose) });

  if (abnAgeMonths != null) {
    const stated = monthsInBusiness(f.timeInBusiness);
    const abn = abnAgeMonths < stated ? 10 : abnAgeMonths < 12 ? 6 : 0;
    factors.push({
      factor: "ABN age",
      points: abn,
      detail:
        abnAgeMonths < stated
          ? `ABN registered ${abnAgeMonths} months ago, less than the stated ${f.timeInBusiness}`
          : `ABN registered ${abnAgeMonths} months ago`,
    });
  }

  const score = Math.max(
    0,
    Math.min(
      100,
      factors.reduce((s, x) => s + x.points, 0),
    ),
  );
  const category = riskCategory(score);
  const recommendation =
    category === "Low Risk"
      ? "Approve: strong profile; proceed to lender matching with prime lenders."
      : category === "Medium Risk"
        ? "Refer: verify bank statements and BAS before presenting offers; near-prime lenders likely."
        : "Decline or restructure: consider a smaller amount, security, or alt-doc lenders.";
  return { score, category, recommendation, factors };
}
