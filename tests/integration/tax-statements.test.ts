import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { GET as STATEMENT } from "@/app/api/broker/statement/route";
import { buildStatement, STATEMENT_COLUMNS, statementCsv, type StatementRow } from "@/lib/commissions/statement";
import { statementPdf } from "@/lib/commissions/statement-pdf";
import { RCTI_AGREEMENT } from "@/lib/commissions/tax-invoice";
import { partnerTaxDetails, updatePartnerTaxDetails } from "@/lib/partners/tax-details";
import { partnerTaxSchema } from "@/lib/partners/tax-schema";
import { SITE } from "@/lib/site";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

/** Every line of text a PDF reader shows, pages joined (the test reads back what a partner reads). */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(bytes, { mergePages: false });
  return { pages: totalPages, text: text.join("\n").replace(/\s+/g, " ") };
}

const row = (over: Partial<StatementRow> = {}): StatementRow => ({
  earnedAt: new Date("2026-11-03T01:00:00Z"),
  kind: "Trail for October 2026",
  applicationNumber: "BF-2026-00123",
  businessName: "Walkabout Plumbing & Gas Services Pty Ltd (trading as Walkabout Emergency Plumbing)",
  baseAmount: 150_000,
  rateBps: 25,
  splitBps: 5000,
  amountCents: 15_625,
  paid: true,
  paidAt: new Date("2026-11-28T01:00:00Z"),
  payoutRun: "PR-0007",
  ...over,
});
const supplier = { id: "partner-abc123", personName: "Michael Chen", legalName: null, abn: null, gstRegistered: false };

describe("commission statements (issue 35 item 3)", () => {
  it("a GST-registered partner's statement is a recipient-created tax invoice with every column intact", async () => {
    const st = buildStatement(
      { ...supplier, legalName: "Chen Finance Pty Ltd", abn: "51824753556", gstRegistered: true },
      "2026-11",
      [row(), row({ kind: "Clawback", amountCents: -11_000, paid: false, paidAt: null, payoutRun: null })],
      new Date("2026-11-30T01:00:00Z"),
    );
    expect(st.kind).toBe("rcti");
    // GST included is one eleventh of each line: 15,625 / 11 = 1,420 c; -11,000 / 11 = -1,000 c.
    expect(st.gstCents).toBe(1_420 - 1_000);
    const { text } = await pdfText(new Uint8Array(await statementPdf(st)));
    expect(text).toContain("Recipient Created Tax Invoice");
    expect(text).toContain(`ABN ${SITE.abn}`);
    expect(text).toContain(SITE.address);
    expect(text).toContain("Chen Finance Pty Ltd");
    expect(text).toContain("ABN 51 824 753 556");
    for (const column of STATEMENT_COLUMNS) expect(text).toContain(column);
    // Nothing cut: the full number, date, type and the long business name (wrapped, so its words in order).
    expect(text).toContain("BF-2026-00123");
    expect(text).toContain("3 Nov 2026");
    expect(text).toContain("Trail for October 2026");
    expect(text).toContain("(trading as Walkabout Emergency Plumbing)");
    expect(text).toContain("$150,000.00");
    expect(text).toContain("0.25%");
    expect(text).toContain("50.00%");
    expect(text).toContain("$156.25");
    expect(text).toContain("$14.20");
    expect(text).toContain("28 Nov 2026");
    expect(text).toContain("PR-0007");
    expect(text).toContain("GST included: $4.20");
    for (const line of RCTI_AGREEMENT) expect(text).toContain(line);
    expect(text).toContain("Page 1 of 1");
  });

  it("a partner not registered for GST gets a remittance advice with no GST", async () => {
    const st = buildStatement(supplier, "2026-11", [row()]);
    expect(st.kind).toBe("remittance_advice");
    expect(st.gstCents).toBe(0);
    const { text } = await pdfText(new Uint8Array(await statementPdf(st)));
    expect(text).toContain("Remittance Advice");
    expect(text).toContain("not a tax invoice");
    expect(text).not.toContain(RCTI_AGREEMENT[0]);
    const csv = statementCsv(st).split("\r\n");
    expect(csv[0]).toBe(STATEMENT_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(csv[1]).toContain('"PR-0007"');
  });

  it("a long statement runs over pages, each numbered, with the column headings repeated", async () => {
    const rows = Array.from({ length: 90 }, (_, i) =>
      row({ applicationNumber: `BF-2026-${String(i).padStart(5, "0")}` }),
    );
    const { pages, text } = await pdfText(
      new Uint8Array(await statementPdf(buildStatement(supplier, "2026-11", rows))),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split("Payout run").length - 1).toBe(pages);
    for (const r of rows) expect(text).toContain(r.applicationNumber);
  });

  it("tax details: the ABN's checksum is checked, GST registration needs an ABN", () => {
    expect(partnerTaxSchema.safeParse({ legalName: "Chen Finance", abn: "51 824 753 557" }).success).toBe(false);
    const noAbn = partnerTaxSchema.safeParse({ legalName: "Chen Finance", abn: "", gstRegistered: "on" });
    expect(noAbn.success).toBe(false);
    expect(noAbn.error?.issues[0]?.path).toEqual(["abn"]);
    expect(partnerTaxSchema.parse({ legalName: "Chen Finance", abn: "51 824 753 556", gstRegistered: "on" })).toEqual({
      legalName: "Chen Finance",
      abn: "51824753556",
      gstRegistered: true,
    });
  });

  it("a partner's saved tax details (audited) make their downloaded statement a tax invoice", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const one = await prisma.commission.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, earnedAt: { lte: new Date() } },
      orderBy: { earnedAt: "desc" },
    });
    const month = one.earnedAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
    const get = async () =>
      new Uint8Array(
        await (await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=pdf`))).arrayBuffer(),
      );
    actAs(users.partnerA);
    expect((await pdfText(await get())).text).toContain("Remittance Advice");

    const input = partnerTaxSchema.parse({
      legalName: "Chen Referrals Pty Ltd",
      abn: "51 824 753 556",
      gstRegistered: "on",
    });
    await updatePartnerTaxDetails({ id: users.partnerA.id, role: "partner" }, input, "203.0.113.9");
    const event = await prisma.auditEvent.findFirstOrThrow({ where: { action: "partner.tax_details_changed" } });
    expect(event.entityId).toBe(users.partnerA.id);
    expect(event.after).toMatchObject({ taxAbn: "51824753556", gstRegistered: true });
    expect((await partnerTaxDetails(users.partnerA.id)).legalName).toBe("Chen Referrals Pty Ltd");

    const { text } = await pdfText(await get());
    expect(text).toContain("Recipient Created Tax Invoice");
    expect(text).toContain("Chen Referrals Pty Ltd");
    expect(text).toContain(one.earnedAt.getUTCFullYear().toString());
    // A client is no partner: no tax details to change.
    await expect(updatePartnerTaxDetails({ id: users.clientA.id, role: "client" }, input)).rejects.toThrow();
  });
});
