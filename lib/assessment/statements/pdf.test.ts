import { describe, expect, it } from "vitest";
import { fixture, fixtureText } from "@/tests/support/statement-fixtures";
import { parseCsvStatement } from "./csv";
import { PDFDocument } from "pdf-lib";
import { MAX_PDF_PAGES, parsePdfStatement } from "./pdf";
import type { StatementParse } from "./types";

const opts = { idPrefix: "p" };
const ok = (r: StatementParse) => {
  if (!r.ok) throw new Error(`expected a statement, got ${r.problem}: ${r.message}`);
  return r.statement;
};

// The same October of the café as its CBA CSV export: every layout must read to the same lines.
const october = ok(parseCsvStatement(fixtureText("healthy-cafe.cba.csv"), { idPrefix: "c" })).transactions.filter(
  (t) => t.date >= "2026-10-01",
);

describe("text PDF statements of the big four", () => {
  it.each([
    ["cba", "CBA"],
    ["westpac", "Westpac"],
    ["nab", "NAB"],
    ["anz", "ANZ"],
  ] as const)("reads the %s layout", async (name, bank) => {
    const s = ok(await parsePdfStatement(fixture(`cafe-october.${name}.pdf`), opts));
    expect(s.format).toBe("pdf");
    expect(s.bank).toBe(bank);
    expect(s.period).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(s.account).toMatchObject({ bsb: "062-000", maskedNumber: "••5678" });
    // Long descriptions wrap onto a second line, some of it only digits ("MID" / "4471"): joined back.
    expect(s.transactions.map((t) => [t.date, t.description, t.amountCents, t.balanceCents])).toEqual(
      october.map((t) => [t.date, t.description, t.amountCents, t.balanceCents]),
    );
    // Opening balance + lines = closing balance: no page lost, no line misread.
    expect(s.openingBalanceCents! + s.transactions.reduce((sum, t) => sum + t.amountCents, 0)).toBe(
      s.closingBalanceCents,
    );
    expect(s.warnings).toEqual([]);
  });

  it("reads an overdrawn account's balances, with 'Dr' printed apart from the figure (NAB)", async () => {
    const csv = ok(parseCsvStatement(fixtureText("dishonours-ato-plan.nab.csv"), { idPrefix: "n" }));
    const expected = csv.transactions.filter((t) => t.date >= "2026-10-01");
    const s = ok(await parsePdfStatement(fixture("struggling-october.nab.pdf"), opts));
    expect(expected.some((t) => t.balanceCents! < 0)).toBe(true);
    expect(s.transactions.map((t) => [t.date, t.description, t.amountCents, t.balanceCents])).toEqual(
      expected.map((t) => [t.date, t.description, t.amountCents, t.balanceCents]),
    );
    expect(s.warnings).toEqual([]);
  });

  it("keeps a scan as a document and says why", async () => {
    const r = await parsePdfStatement(fixture("scanned.pdf"), opts);
    expect(r).toMatchObject({ ok: false, problem: "scanned_pdf" });
    expect(!r.ok && r.message).toMatch(
      /^This PDF is a scan \(an image with no text layer\), so we cannot read its transactions\. It is kept with your documents/,
    );
  });

  it("says when a text PDF has no transaction table (an invoice, another bank's layout)", async () => {
    const r = await parsePdfStatement(fixture("invoice.pdf"), opts);
    expect(r).toEqual({
      ok: false,
      problem: "unrecognised_layout",
      message:
        "We could not find a transaction table (Date, Description, Debit, Credit, Balance) in this PDF. We read statements from Commonwealth Bank, Westpac, NAB and ANZ. It is kept with your documents for our team to review.",
    });
  });

  it("refuses a PDF longer than any statement, without reading its pages", async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i <= MAX_PDF_PAGES; i++) doc.addPage([200, 200]);
    const r = await parsePdfStatement(await doc.save(), opts);
    expect(r).toMatchObject({
      ok: false,
      problem: "too_large",
      message: expect.stringMatching(/^This PDF has more than 150 pages\./),
    });
  });

  it("says when a PDF is damaged", async () => {
    const r = await parsePdfStatement(new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf"), opts);
    expect(r).toMatchObject({ ok: false, problem: "unreadable_pdf" });
  });

  it("says when the statement is from another bank than the one chosen", async () => {
    const r = await parsePdfStatement(fixture("cafe-october.anz.pdf"), { ...opts, expectedBank: "NAB" });
    expect(r).toMatchObject({
      ok: false,
      problem: "wrong_bank",
      message: expect.stringMatching(/^This looks like an ANZ statement, but you said it is from NAB/),
    });
  });
});
