// Issue 33 item 4: the staff Assessment section shows the bank analysis with accessible charts (captioned
// figures, SVG titles and descriptions, a data table), flags with the transactions behind them, bureau,
// identity and screening results, pending checks as pending, and serviceability per matched lender.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { analyseTransactions, assessServiceability, evidenceFrom } from "@/lib/assessment";
import { generateBankData } from "@/lib/assessment/bank-data";
import type { StaffAssessment } from "@/lib/checks/assessment";
import { balanceSeries, transactionsFor } from "@/lib/checks/figures";
import type { CheckRecord } from "@/lib/checks/plain";
import { fakeCommercialFile } from "@/lib/credit/files";
import { StaffAssessmentSection } from "./staff-assessment";

const data = generateBankData({ seed: "test-app", profile: "struggling", endDate: "2026-10-31", months: 12 });
const analysis = analyseTransactions({ transactions: data.transactions, period: data.period });
const byId = new Map(data.transactions.map((t) => [t.id, t]));
const rule = { maxRepaymentShareOfInflowsBps: 3000, minAverageBalanceCents: 0, maxDishonours90d: 4 };
const at = new Date("2026-11-20T01:00:00Z");
const check = (over: Partial<CheckRecord>): CheckRecord => ({
  id: over.kind ?? "c",
  kind: "identity",
  subjectName: "Ben Okafor",
  status: "completed",
  outcome: null,
  requestedAt: at,
  completedAt: at,
  failure: null,
  attempts: 1,
  consent: { givenAt: at, noticeVersion: "2026-11-checks" },
  result: null,
  ...over,
});

const assessment: StaffAssessment = {
  loan: { loanAmount: 235_000, termMonths: 36, monthlyTurnover: 20_000 },
  analysis,
  computedAt: at,
  analysisBehind: false,
  balances: balanceSeries(data.transactions, analysis.period),
  flags: analysis.flags.map((f) => ({ ...f, transactions: transactionsFor(byId, f.transactionIds) })),
  lenders: analysis.lenders.map((l) => ({ ...l, transactions: transactionsFor(byId, l.recentIds, 5) })),
  connections: [],
  checks: [
    check({
      id: "ident",
      result: {
        outcome: "not_verified",
        matches: { document: false, name: false, dateOfBirth: false },
        reference: "FAKE-1",
      },
    }),
    check({
      id: "company",
      kind: "commercial_bureau",
      subjectName: "Harbour View Plumbing",
      result: fakeCommercialFile(
        { name: "Harbour View Plumbing", abn: "51824753556", acn: null, namedDirectors: ["Ben Okafor"] },
        at,
      ),
    }),
    check({
      id: "ppsr",
      kind: "ppsr",
      status: "pending",
      completedAt: null,
      attempts: 2,
      failure: "PPSR timed out",
      consent: null,
    }),
  ],
  serviceability: [
    {
      lender: "Alt Capital",
      tier: "alt_doc",
      rule,
      result: assessServiceability({
        evidence: evidenceFrom(analysis),
        proposal: { amount: 235_000, annualRateBps: 1650, termMonths: 36 },
        rule,
      }),
    },
  ],
};

describe("the staff Assessment section", () => {
  it("draws inflows by month and the balance line as captioned figures with text alternatives", () => {
    render(<StaffAssessmentSection assessment={assessment} />);
    const bars = screen.getByRole("figure", { name: "Trading inflows by month" });
    within(bars).getByRole("img", {
      name: /Bar chart of trading inflows for 1[23] months/,
      description: /^Highest .* lowest .*/,
    });
    within(bars).getByRole("table", { name: "Trading inflows and outflows by month" });
    const line = screen.getByRole("figure", { name: "Combined end-of-day balance" });
    within(line).getByRole("img", { description: /^Starts at .* lowest .* on / });
  });

  it("lists the flags with the transactions behind them", () => {
    render(<StaffAssessmentSection assessment={assessment} />);
    const flags = screen.getByRole("region", { name: "Flags" });
    const dishonour = analysis.flags.find((f) => f.code === "dishonours")!;
    expect(within(flags).getAllByText(dishonour.text, { exact: false }).length).toBeGreaterThan(0);
    const table = within(flags).getByRole("table", {
      name: new RegExp(`Transactions behind: ${dishonour.text.slice(0, 20)}`),
    });
    expect(within(table).getAllByRole("row").length).toBeGreaterThan(1);
  });

  it("shows bureau and identity results, and a pending check as pending with nothing concluded", () => {
    render(<StaffAssessmentSection assessment={assessment} />);
    const checks = screen.getByRole("region", { name: "Bureau, identity and PPSR" });
    within(checks).getByText("Not verified");
    within(checks).getByText(/ASIC: registered, registered .*; directors Ben Okafor\./);
    expect(within(checks).getByRole("status").textContent).toMatch(
      /Check pending.*2 attempts; PPSR timed out.*Nothing is decided/,
    );
  });

  it("tests serviceability per matched lender under its rule", () => {
    render(<StaffAssessmentSection assessment={assessment} />);
    const table = screen.getByRole("table", { name: /\$235,000 over 36 months/ });
    const row = within(table).getByRole("row", { name: /Alt Capital/ });
    expect(row.textContent).toMatch(/decline|cap at/);
    expect(row.textContent).toContain("≤ 30% of inflows");
  });

  it("says so when there is no bank data yet", () => {
    render(
      <StaffAssessmentSection
        assessment={{
          ...assessment,
          analysis: null,
          balances: null,
          flags: [],
          lenders: [],
          checks: [],
          serviceability: [],
        }}
      />,
    );
    screen.getByText(/No bank data yet/);
    screen.getByText(/No checks yet/);
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
