import { describe, expect, it } from "vitest";
import { ABA_RECORD_LENGTH, abaFile, type AbaOriginator } from "./aba";

const originator: AbaOriginator = {
  bank: "CBA",
  userName: "BizFund Australia Pty Ltd",
  apcaId: "301500",
  description: "COMMISSIONS",
  traceBsb: "062-000",
  traceAccount: "12345678",
  remitter: "BIZFUND",
};
const credits = [
  {
    bsb: "083-004",
    accountNumber: "987654321",
    accountName: "Harbour Brokers Pty Ltd",
    amountCents: 123_456,
    reference: "PR-0007",
  },
  {
    bsb: "012-003",
    accountNumber: "4567",
    accountName: "Zoë Émile Partners — a very long trading name",
    amountCents: 5,
    reference: "PR-0007",
  },
];

/** Columns by the format's 1-based positions. */
const col = (r: string, from: number, to: number) => r.slice(from - 1, to);

describe("ABA (Cemtex) file", () => {
  const file = abaFile(originator, "2026-11-28", credits);
  const records = file.split("\r\n");

  it("is CRLF-ended records of exactly 120 characters: header, one detail per credit, total", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(records.pop()).toBe("");
    expect(records).toHaveLength(4);
    for (const r of records) expect(r).toHaveLength(ABA_RECORD_LENGTH);
    expect(records.map((r) => r[0])).toEqual(["0", "1", "1", "7"]);
    expect(file).toMatch(/^[\x20-\x7E\r\n]+$/);
  });

  it("type 0: reel 01, bank, user name, APCA id, description, DDMMYY", () => {
    const h = records[0]!;
    expect(col(h, 2, 18)).toBe(" ".repeat(17));
    expect(col(h, 19, 20)).toBe("01");
    expect(col(h, 21, 23)).toBe("CBA");
    expect(col(h, 24, 30)).toBe(" ".repeat(7));
    expect(col(h, 31, 56)).toBe("BizFund Australia Pty Ltd ");
    expect(col(h, 57, 62)).toBe("301500");
    expect(col(h, 63, 74)).toBe("COMMISSIONS ");
    expect(col(h, 75, 80)).toBe("281126");
    expect(col(h, 81, 120)).toBe(" ".repeat(40));
  });

  it("type 1: BSB XXX-XXX, account right-justified, code 50, cents zero-filled, name and reference left-justified", () => {
    const [a, b] = [records[1]!, records[2]!];
    expect(col(a, 2, 8)).toBe("083-004");
    expect(col(a, 9, 17)).toBe("987654321");
    expect(col(b, 9, 17)).toBe("     4567");
    expect(col(a, 18, 18)).toBe(" ");
    expect(col(a, 19, 20)).toBe("50");
    expect(col(a, 21, 30)).toBe("0000123456");
    expect(col(b, 21, 30)).toBe("0000000005");
    expect(col(a, 31, 62)).toBe("Harbour Brokers Pty Ltd".padEnd(32));
    expect(col(b, 31, 62)).toBe("Zoe Emile Partners   a very long"); // accents folded, dash outside BECS blanked, cut at 32
    expect(col(a, 63, 80)).toBe("PR-0007".padEnd(18));
    expect(col(a, 81, 87)).toBe("062-000");
    expect(col(a, 88, 96)).toBe(" 12345678");
    expect(col(a, 97, 112)).toBe("BIZFUND".padEnd(16));
    expect(col(a, 113, 120)).toBe("00000000");
  });

  it("type 7: 999-999, net = credit total, no debits, the count of detail records", () => {
    const t = records[3]!;
    expect(col(t, 2, 8)).toBe("999-999");
    expect(col(t, 9, 20)).toBe(" ".repeat(12));
    expect(col(t, 21, 30)).toBe("0000123461");
    expect(col(t, 31, 40)).toBe("0000123461");
    expect(col(t, 41, 50)).toBe("0000000000");
    expect(col(t, 51, 74)).toBe(" ".repeat(24));
    expect(col(t, 75, 80)).toBe("000002");
    expect(col(t, 81, 120)).toBe(" ".repeat(40));
  });

  it("refuses what the format cannot carry", () => {
    const one = (over: object) => abaFile(originator, "2026-11-28", [{ ...credits[0]!, ...over }]);
    expect(() => one({ bsb: "083004" })).toThrow(/XXX-XXX/);
    expect(() => one({ accountNumber: "1234567890" })).toThrow(/9 digits/);
    expect(() => one({ amountCents: 0 })).toThrow(/positive/);
    expect(() => one({ amountCents: -5 })).toThrow(/positive/);
    expect(() => one({ amountCents: 10_000_000_000 })).toThrow(/10 digits/);
    expect(() => abaFile({ ...originator, apcaId: "12" }, "2026-11-28", credits)).toThrow(/6 digits/);
    expect(() => abaFile(originator, "28/11/2026", credits)).toThrow(/YYYY-MM-DD/);
    expect(() => abaFile(originator, "2026-11-28", [])).toThrow(/at least one/);
  });
});
