import { render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import type { WizardFormOutput } from "@/lib/applications/wizard-schema";
import { monthlyRepaymentCents } from "@/lib/money/calculators";
import { WIZARD_DEFAULTS, type WizardValues } from "../wizard-values";
import { useWizardResolver } from "../wizard-resolver";
import { EstimateStep } from "./estimate-step";

function Harness({ result }: { result: SubmissionResult | null }) {
  const form = useForm<WizardValues, unknown, WizardFormOutput>({
    defaultValues: { ...WIZARD_DEFAULTS, amount: 150_000, term: 24 },
    resolver: useWizardResolver(),
  });
  return <EstimateStep form={form} result={result} onNext={() => {}} />;
}

const quote = (lenderName: string, rateBps: number) => {
  const monthly = monthlyRepaymentCents(150_000, rateBps, 24);
  return {
    lenderName,
    upToAmount: 500_000,
    rateBps,
    monthlyRepaymentCents: monthly,
    establishmentFeeCents: 150_000,
    totalRepayableCents: monthly * 24,
    totalCostCents: monthly * 24 - 15_000_000 + 150_000,
    speedHours: 48,
  };
};

const result: SubmissionResult = {
  id: "app1",
  applicationNumber: "BF-2026-000001",
  status: "submitted",
  matchedLenders: 2,
  panelSize: 26,
  topMatches: [quote("Wattle Capital", 750), quote("Coral Coast Lending", 1050)],
  reasons: [],
};

describe("the wizard's estimate step", () => {
  it("estimates at the best quote's rate, so the estimate and the best quote show the same repayment", () => {
    render(<Harness result={result} />);
    expect(screen.getByTestId("estimate-monthly").textContent).toContain("$6,749.94");
    expect(screen.getByText("Repayment: $6,749.94/month").textContent).toBe("Repayment: $6,749.94/month");
    expect(screen.getByTestId("estimate-assumptions").textContent).toContain(
      "At 7.5% p.a. (your best quote's rate) over 24 months, amortising monthly; fees excluded.",
    );
  });

  it("says it uses the representative rate while no quote is there", () => {
    render(<Harness result={null} />);
    expect(screen.getByTestId("estimate-monthly").textContent).toContain("$7,054.02");
    expect(screen.getByTestId("estimate-assumptions").textContent).toContain("(the representative rate)");
  });
});
