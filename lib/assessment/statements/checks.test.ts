import { describe, expect, it } from "vitest";
import { checkAgainstEarlier, fingerprint, type EarlierStatement } from "./checks";
import { parseStatement } from "./index";
import { fixture } from "@/tests/support/statement-fixtures";
import type { ParsedStatement } from "./types";

async function read(name: string, bytes = fixture(name)) {
  const r = await parseStatement({ fileName: name, bytes });
  if (!r.ok) throw new Error(r.message);
  return { sha256: r.sha256, statement: r.statement };
}
const kept = (fileName: string, r: { sha256: string; statement: ParsedStatement }): EarlierStatement => ({
  sha256: r.sha256,
  fileName,
  maskedNumber: r.statement.account.maskedNumber,
  period: r.statement.period,
  fingerprints: r.statement.transactions.map(fingerprint),
});

describe("a new statement against those already on the file", () => {
  it("refuses the same file uploaded twice", async () => {
    const first = await read("cafe-october.cba.pdf");
    expect(checkAgainstEarlier(first, [kept("october.pdf", first)])).toEqual({
      ok: false,
      problem: "duplicate_upload",
      message: "This file was already uploaded (october.pdf).",
    });
  });

  it("refuses the same transactions exported again as another file", async () => {
    const pdf = await read("cafe-october.cba.pdf");
    const again = await read("cafe-october.westpac.pdf"); // same lines, another layout
    expect(checkAgainstEarlier(again, [kept("october-cba.pdf", pdf)])).toMatchObject({ problem: "duplicate_upload" });
  });

  it("refuses a period that overlaps one already uploaded for the same account", async () => {
    const quarter = await read("cafe-quarter.ofx"); // Aug-Oct, account ••5678
    const october = await read("cafe-october.nab.pdf"); // Oct, account ••5678
    expect(checkAgainstEarlier(october, [kept("quarter.ofx", quarter)])).toEqual({
      ok: false,
      problem: "overlapping_period",
      message:
        "This statement (1 Oct 2026 to 31 Oct 2026) overlaps quarter.ofx (1 Aug 2026 to 31 Oct 2026) for the same account. Upload statements for periods that do not overlap, or remove the earlier one first.",
    });
  });

  it("recognises the same account by shared lines when a file names no account", async () => {
    const year = await read("healthy-cafe.cba.csv"); // no account number in a CBA CSV
    const quarter = await read("cafe-quarter.anz.csv");
    expect(year.statement.account.maskedNumber).toBeNull();
    // The ANZ CSV has no balances, so its lines' fingerprints differ; the CBA year and the OFX quarter share lines.
    const ofx = await read("cafe-quarter.ofx");
    expect(checkAgainstEarlier(ofx, [kept("year.csv", year)])).toMatchObject({ problem: "overlapping_period" });
    expect(
      checkAgainstEarlier(quarter, [kept("other-business.csv", await read("dishonours-ato-plan.nab.csv"))]),
    ).toBeNull();
  });

  it("accepts the next period of the same account, and another account's statement", async () => {
    const october = await read("cafe-october.cba.pdf");
    const septemberCsv = new TextEncoder().encode("01/09/2026,+10.00,SALE,+10.00\n02/09/2026,+5.00,SALE,+15.00\n");
    const september = await read("september.csv", septemberCsv);
    expect(checkAgainstEarlier(september, [kept("october.pdf", october)])).toBeNull();
    const exporter = await read("seasonal-exporter.westpac.csv");
    expect(checkAgainstEarlier(exporter, [kept("october.pdf", october)])).toBeNull();
  });
});

describe("reading an upload", () => {
  it("routes by content, not by the name it was given", async () => {
    const pdf = await parseStatement({ fileName: "statement.csv", bytes: fixture("cafe-october.anz.pdf") });
    expect(pdf.ok && pdf.statement.format).toBe("pdf");
    const ofx = await parseStatement({ fileName: "export.txt", bytes: fixture("cafe-quarter.ofx") });
    expect(ofx.ok && ofx.statement.format).toBe("ofx");
  });

  it("keeps other files as documents, with a reason", async () => {
    expect(await parseStatement({ fileName: "a.csv", bytes: new Uint8Array() })).toMatchObject({
      ok: false,
      problem: "empty",
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await parseStatement({ fileName: "photo.png", bytes: png })).toMatchObject({
      ok: false,
      problem: "unsupported_type",
    });
    expect(await parseStatement({ fileName: "notes.docx", bytes: new TextEncoder().encode("hello") })).toMatchObject({
      ok: false,
      problem: "unsupported_type",
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    expect(await parseStatement({ fileName: "big.csv", bytes: big })).toMatchObject({
      ok: false,
      problem: "too_large",
    });
  });

  it("gives the same file the same transaction ids", async () => {
    const a = await parseStatement({ fileName: "x.csv", bytes: fixture("cafe-quarter.anz.csv") });
    const b = await parseStatement({ fileName: "y.csv", bytes: fixture("cafe-quarter.anz.csv") });
    expect(a.ok && b.ok && a.statement.transactions[5]!.id === b.statement.transactions[5]!.id).toBe(true);
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
