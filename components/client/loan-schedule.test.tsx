import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SettledLoanView } from "@/lib/settlement/queries";
import { LoanScheduleView } from "./loan-schedule";

afterEach(cleanup);

const row = (number: number, date: string, balanceCents: number) => ({
  number,
  date,
  paymentCents: 50_000,
  interestCents: 1_000,
  principalCents: 49_000,
  balanceCents,
});

const loan: SettledLoanView = {
  lenderName: "Harbour Capital",
  lenderReference: "HC-5521",
  settledOn: "2026-11-02",
  amountFunded: 980,
  termMonths: 2,
  interestRateBps: 990,
  repaymentCents: 50_000,
  frequency: "monthly",
  frequencyLabel: "Monthly",
  closedReason: null,
  closedOn: null,
  schedule: [row(1, "2026-12-02", 49_000), row(2, "2027-01-02", 0)],
  nextPayment: row(1, "2026-12-02", 49_000),
};

describe("the client's settled loan", () => {
  it("shows the terms, the next payment and the amortisation table in words and dollars", () => {
    render(<LoanScheduleView loan={loan} />);
    expect(screen.getByRole("heading", { name: "Your settled loan" })).toBeTruthy();
    expect(screen.getByText("$500.00 on 2 Dec 2026")).toBeTruthy();
    expect(screen.getByText("$500.00 monthly")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Repayment schedule" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain("2 Jan 2027");
    expect(rows[2]!.textContent).toContain("$0.00");
  });

  it("says when the loan ended instead of a next payment", () => {
    render(<LoanScheduleView loan={{ ...loan, closedReason: "repaid", closedOn: "2026-12-20", nextPayment: null }} />);
    expect(screen.getByText("Repaid on 20 Dec 2026")).toBeTruthy();
  });
});
