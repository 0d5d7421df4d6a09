import { describe, expect, it } from "vitest";
import { parseCsvStatement } from "./csv";
import { fixtureText } from "@/tests/support/statement-fixtures";
import { MAX_STATEMENT_ROWS, type StatementParse } from "./types";

const opts = { idPrefix: "t" };
const ok = (r: StatementParse) => {
  if (!r.ok) throw new Error(`expected a statement, got ${r.problem}: ${r.message}`);
  return r.statement;
};
const sumCents = (r: StatementParse) => ok(r).transactions.reduce((s, t) => s + t.amountCents, 0);

describe("CSV statements", () => {
  it("reads a CBA NetBank export (no header, newest first, signed amounts and balances)", () => {
    const s = ok(parseCsvStatement(fixtureText("healthy-cafe.cba.csv"), opts));
    expect(s.bank).toBe("CBA");
    expect(s.transactions).toHaveLength(822);
    expect(s.period).toEqual({ from: "2025-11-01", to: "2026-10-31" });
    // Oldest first after reading, and the running balance reconciles line by line.
    expect(s.transactions[0]).toMatchObject({
      id: "t-1",
      date: "2025-11-01",
      description: "TYRO SETTLEMENT 251101 MID 4471",
    });
    expect(s.warnings).toEqual([]);
    expect(s.openingBalanceCents).toBe(1_800_000);
    expect(s.openingBalanceCents! + sumCents({ ok: true, statement: s })).toBe(s.closingBalanceCents);
  });

  it("reads a Westpac export by its header (debit and credit columns)", () => {
    const s = ok(parseCsvStatement(fixtureText("seasonal-exporter.westpac.csv"), opts));
    expect(s.bank).toBe("Westpac");
    expect(s.account.maskedNumber).toBe("••3456");
    const rent = s.transactions.find((t) => t.description.startsWith("RENT PORT LINCOLN"))!;
    expect(rent.amountCents).toBeLessThan(0);
    expect(s.transactions.some((t) => t.description.startsWith("INTL TT CREDIT") && t.amountCents > 0)).toBe(true);
    expect(s.warnings).toEqual([]);
  });

  it("reads a NAB export (dates like '03 Nov 25', signed amounts)", () => {
    const s = ok(parseCsvStatement(fixtureText("dishonours-ato-plan.nab.csv"), opts));
    expect(s.bank).toBe("NAB");
    expect(s.account.maskedNumber).toBe("••4321");
    expect(s.transactions[0]!.date).toBe("2025-11-01");
    expect(s.warnings).toEqual([]);
  });

  it("reads an ANZ export (date, amount, description; no balances)", () => {
    const s = ok(parseCsvStatement(fixtureText("cafe-quarter.anz.csv"), opts));
    expect(s.bank).toBe("ANZ");
    expect(s.transactions).toHaveLength(210);
    expect(s.transactions.every((t) => t.balanceCents === null)).toBe(true);
    expect(s.openingBalanceCents).toBeNull();
  });

  it("reads a generic export with its own header names and a currency column", () => {
    const csv =
      "Transaction Date,Description,Withdrawals,Deposits,Balance,Currency\n2026-07-01,OPENING DEPOSIT,,500.00,500.00,AUD\n2026-07-02,OFFICEWORKS,20.10,,479.90,AUD\n";
    const s = ok(parseCsvStatement(csv, opts));
    expect(s.transactions.map((t) => t.amountCents)).toEqual([50_000, -2_010]);
    expect(s.account.currency).toBe("AUD");
  });

  it("does not take a first transaction whose words sound like column names for a header", () => {
    // Headerless, with type and detail columns: "DIRECT DEBIT", "CREDIT CARD", "POSTED" look like a header's words.
    const csv = "01/07/2026,-50.00,DIRECT DEBIT,CREDIT CARD,POSTED\n02/07/2026,+10.00,DEPOSIT,SALE,POSTED\n";
    const s = ok(parseCsvStatement(csv, opts));
    expect(s.transactions).toHaveLength(2);
    expect(s.transactions[0]).toMatchObject({ amountCents: -5_000, description: "DIRECT DEBIT CREDIT CARD POSTED" });
  });

  it("drops a running balance that does not add up, and says so", () => {
    const csv =
      "01/07/2026,+100.00,A,+100.00\n02/07/2026,+100.00,B,+900.00\n03/07/2026,+100.00,C,+50.00\n04/07/2026,+100.00,D,+1.00\n";
    const s = ok(parseCsvStatement(csv, opts));
    expect(s.warnings[0]).toMatch(/running balance does not add up on 3 lines/);
    expect(s.transactions.every((t) => t.balanceCents === null)).toBe(true);
  });

  describe("says clearly what it cannot read", () => {
    it("an empty file", () => {
      expect(parseCsvStatement("", opts)).toMatchObject({ ok: false, problem: "empty" });
      expect(parseCsvStatement("\uFEFF \n\n", opts)).toMatchObject({ ok: false, problem: "empty" });
    });

    it("a header with no rows", () => {
      const r = parseCsvStatement("Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance\n", opts);
      expect(r).toMatchObject({
        ok: false,
        problem: "empty",
        message: "This CSV file has no transactions in it, only a header row.",
      });
    });

    it("a 50,000-row file, without reading all of it", () => {
      const line = "01/07/2026,-1.00,COFFEE,+100.00\n";
      const started = performance.now();
      const r = parseCsvStatement(line.repeat(50_000), opts);
      expect(r).toMatchObject({ ok: false, problem: "too_many_rows" });
      expect(!r.ok && r.message).toBe(
        "This CSV file has more than 10,000 transactions. Upload one account's statement for at most 12 months; a longer history can be split into several files.",
      );
      expect(performance.now() - started).toBeLessThan(2_000);
    });

    it("exactly the limit is still read", () => {
      const rows = Array.from({ length: MAX_STATEMENT_ROWS }, (_, i) => `01/07/2026,-0.01,ITEM ${i}`).join("\n");
      expect(ok(parseCsvStatement(rows, opts)).transactions).toHaveLength(MAX_STATEMENT_ROWS);
    });

    it("mixed currencies", () => {
      const csv = "Date,Description,Amount,Currency\n01/07/2026,SALE,100.00,AUD\n02/07/2026,SALE,50.00,USD\n";
      expect(parseCsvStatement(csv, opts)).toEqual({
        ok: false,
        problem: "mixed_currencies",
        message:
          "This file has transactions in more than one currency (AUD, USD). Upload each currency account's statement separately; we assess Australian-dollar accounts.",
      });
    });

    it("a foreign-currency account", () => {
      const csv = "Date,Description,Amount,Currency\n01/07/2026,SALE,100.00,NZD\n";
      expect(parseCsvStatement(csv, opts)).toMatchObject({ ok: false, problem: "not_aud" });
    });

    it("a file that is not a statement", () => {
      const r = parseCsvStatement("name,email\nJane,jane@example.com\nBo,bo@example.com\n", opts);
      expect(r).toMatchObject({ ok: false, problem: "unrecognised_layout" });
      expect(!r.ok && r.message).toMatch(/could not find the date and amount columns/);
    });

    it("a date it cannot read, naming the line", () => {
      const csv = "Date,Description,Amount\n01/07/2026,SALE,100.00\n13/13/2026,SALE,5.00\n";
      expect(parseCsvStatement(csv, opts)).toMatchObject({
        ok: false,
        problem: "bad_dates",
        message: expect.stringMatching(/^Line 3 has a date we cannot read \("13\/13\/2026"\)/),
      });
    });

    it("a statement of another bank than the one chosen", () => {
      const r = parseCsvStatement(fixtureText("seasonal-exporter.westpac.csv"), { ...opts, expectedBank: "CBA" });
      expect(r).toEqual({
        ok: false,
        problem: "wrong_bank",
        message:
          "This looks like a Westpac export, but you said the statement is from Commonwealth Bank. Choose the right bank, or upload that bank's statement.",
      });
    });
  });
});
