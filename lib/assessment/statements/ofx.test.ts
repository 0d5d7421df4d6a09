import { describe, expect, it } from "vitest";
import { fixtureText } from "@/tests/support/statement-fixtures";
import { parseOfxStatement } from "./ofx";
import type { StatementParse } from "./types";

const opts = { idPrefix: "o" };
const ok = (r: StatementParse) => {
  if (!r.ok) throw new Error(`expected a statement, got ${r.problem}: ${r.message}`);
  return r.statement;
};

const xmlOfx = (trns: string, curdef = "AUD", extra = "") => `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>${curdef}</CURDEF>
<BANKACCTFROM><BANKID>083004</BANKID><ACCTID>87654321</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260701</DTSTART><DTEND>20260731</DTEND>${trns}</BANKTRANLIST>
<LEDGERBAL><BALAMT>1000.00</BALAMT><DTASOF>20260731</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS>${extra}</BANKMSGSRSV1></OFX>`;
const trn = (date: string, amount: string, name: string, currency = "") =>
  `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${date}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${date}${amount}</FITID><NAME>${name}</NAME>${currency}</STMTTRN>`;

describe("OFX statements", () => {
  it("reads OFX 1.x SGML (unclosed leaf tags) with its account, period and ledger balance", () => {
    const s = ok(parseOfxStatement(fixtureText("cafe-quarter.ofx"), opts));
    expect(s.format).toBe("ofx");
    expect(s.bank).toBe("CBA"); // BSB 062-000
    expect(s.account).toEqual({ name: null, bsb: "062-000", maskedNumber: "••5678", currency: "AUD" });
    expect(s.period).toEqual({ from: "2026-08-01", to: "2026-10-31" });
    expect(s.transactions).toHaveLength(210);
    expect(s.transactions[0]).toMatchObject({
      date: "2026-08-01",
      description: "TYRO SETTLEMENT 260801 MID 4471",
      amountCents: 162482,
    });
    // Running balances are rebuilt backwards from the ledger balance.
    expect(s.transactions.at(-1)!.balanceCents).toBe(s.closingBalanceCents);
    expect(s.warnings).toEqual([]);
  });

  it("reads OFX 2.x XML, entities and a decimal comma", () => {
    const s = ok(
      parseOfxStatement(
        xmlOfx(trn("20260702", "-20,10", "BUNNINGS &amp; CO") + trn("20260703", "120.00", "SALE")),
        opts,
      ),
    );
    expect(s.bank).toBe("NAB");
    expect(s.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ["2026-07-02", -2010, "BUNNINGS & CO"],
      ["2026-07-03", 12000, "SALE"],
    ]);
    expect(s.openingBalanceCents).toBe(100_000 - 9_990);
  });

  it("refuses mixed currencies, foreign accounts and several accounts in one file", () => {
    const usd = "<CURRENCY><CURRATE>0.65</CURRATE><CURSYM>USD</CURSYM></CURRENCY>";
    expect(
      parseOfxStatement(xmlOfx(trn("20260702", "-5.00", "A") + trn("20260703", "9.00", "B", usd)), opts),
    ).toMatchObject({
      ok: false,
      problem: "mixed_currencies",
    });
    expect(parseOfxStatement(xmlOfx(trn("20260702", "-5.00", "A"), "NZD"), opts)).toMatchObject({
      ok: false,
      problem: "not_aud",
    });
    const second = "<STMTTRNRS><STMTRS><CURDEF>AUD</CURDEF><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS>";
    expect(parseOfxStatement(xmlOfx(trn("20260702", "-5.00", "A"), "AUD", second), opts)).toMatchObject({
      ok: false,
      problem: "unrecognised_layout",
      message: "This OFX file holds 2 accounts. Export one account per file and upload each.",
    });
  });

  it("says so when there is no OFX, no statement or no transactions", () => {
    expect(parseOfxStatement("hello", opts)).toMatchObject({ ok: false, problem: "unrecognised_layout" });
    expect(parseOfxStatement("<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>", opts)).toMatchObject({
      ok: false,
      problem: "empty",
    });
    expect(parseOfxStatement(xmlOfx(""), opts)).toMatchObject({
      ok: false,
      problem: "empty",
      message: "This OFX statement has no transactions in it.",
    });
  });

  it("stays linear on hostile input (long tag names, long runs of spaces) that backtracking regexes choke on", () => {
    const started = performance.now();
    const hostile = `OFXHEADER:100\n<OFX>${"<" + "A".repeat(60) + "x".repeat(10)}${" ".repeat(200_000)}<STMTRS>`.repeat(
      20,
    );
    const r = parseOfxStatement(hostile, opts);
    expect(r.ok).toBe(false);
    const longValues = `<OFX><STMTRS>${"<" + "B".repeat(30) + ">" + "C".repeat(100_000)}`.repeat(10);
    expect(parseOfxStatement(longValues, opts).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
