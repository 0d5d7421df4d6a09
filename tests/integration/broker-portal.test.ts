import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatMonth } from "@/lib/money/format";
import { GET as APPS } from "@/app/api/broker/applications/route";
import { GET as DASH } from "@/app/api/broker/dashboard/route";
import { GET as STATEMENT } from "@/app/api/broker/statement/route";
import { GET as LEADS, POST as ADD_LEAD } from "@/app/api/leads/route";
import { PATCH as UPDATE_LEAD } from "@/app/api/leads/[id]/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { readPdf } from "../support/pdf-text";
import { actAs, apiRequest, routeParams } from "../support/session";

/** PATCH /api/leads/[id] as the current actor. */
const updateLead = (id: string, body: Record<string, unknown>) =>
  UPDATE_LEAD(apiRequest("PATCH", `/api/leads/${id}`, body), routeParams({ id }));

describe("broker portal data", () => {
  it("a partner sees only their referred applications, in broker vocabulary, and totals that match", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    actAs(users.partnerA);
    const apps = (await (await APPS(apiRequest("GET", "/api/broker/applications"))).json()) as {
      id: string;
      status: string;
      commission: number;
    }[];
    const mine = await prisma.application.findMany({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      select: { id: true },
    });
    expect(apps.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
    expect(
      apps.every((a) =>
        ["new", "submitted", "under_review", "processing", "approved", "settled", "declined", "withdrawn"].includes(
          a.status,
        ),
      ),
    ).toBe(true);
    const dash = (await (await DASH(apiRequest("GET", "/api/broker/dashboard"))).json()) as Record<string, number>;
    expect(Object.keys(dash).sort()).toEqual([
      "activeApplications",
      "averageCommission",
      "conversionRate",
      "monthlyCommissions",
      "settledApplications",
      "totalApplications",
      "totalCommissions",
      "totalVolume",
    ]);
    expect(dash.totalApplications).toBe(mine.length);
    const ledgerCents =
      (
        await prisma.commission.aggregate({
          // A commission earned later (a trail due next month) is not on the ledger yet.
          where: { partnerId: users.partnerA.id, earnedAt: { lte: new Date() } },
          _sum: { amountCents: true },
        })
      )._sum.amountCents ?? 0;
    expect(Math.round(dash.totalCommissions! * 100)).toBe(ledgerCents);
  });

  it("statements equal the ledger for the month, as CSV and PDF", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const earned = { partnerId: users.partnerA.id, earnedAt: { lte: new Date() } };
    const one = await prisma.commission.findFirstOrThrow({ where: earned, orderBy: { earnedAt: "desc" } });
    const month = one.earnedAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
    const all = await prisma.commission.findMany({ where: earned });
    const expected = all
      .filter((c) => c.earnedAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).startsWith(month))
      .reduce((s, c) => s + c.amountCents, 0);
    actAs(users.partnerA);
    const csv = await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=csv`));
    expect(csv.headers.get("content-disposition")).toContain(`bizfund-commission-statement-${month}.csv`);
    const text = await csv.text();
    // The partner gave no GST registration: a remittance advice, no GST in the total.
    expect(text.trim().split("\r\n").at(-1)).toBe(
      `"Total","","","","","","",${(expected / 100).toFixed(2)},0.00,"","",""`,
    );
    const pdf = await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=pdf`));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const facts = await readPdf(bytes.slice());
    const { text: shown } = await extractText(bytes, { mergePages: true });
    expect(shown).toContain("Remittance Advice");
    expect(shown).toContain(`Commission for ${formatMonth(month)}`);
    expect(facts.pageCount).toBeGreaterThan(0);
  });

  /** Cells of one CSV line: quoted cells are text, bare cells are what a spreadsheet reads as numbers. */
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
      m[1] !== undefined ? { text: m[1].replace(/""/g, '"') } : { number: m[2]! },
    );

  it("statement CSV: a clawback stays a negative number, while text that could start a formula is guarded", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const [app, other] = await prisma.application.findMany({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      take: 2,
      orderBy: { createdAt: "asc" },
    });
    await prisma.application.update({
      where: { id: app!.id },
      data: { businessName: '=HYPERLINK("http://evil.example","Click")' },
    });
    await prisma.application.update({ where: { id: other!.id }, data: { businessName: "-2+3 Pty Ltd" } });
    const earnedAt = new Date("2024-02-10T02:00:00Z");
    await prisma.commission.create({
      data: {
        partnerId: users.partnerA.id,
        applicationId: app!.id,
        kind: "clawback",
        baseAmount: 50000,
        rateBps: 80,
        splitBps: 5000,
        amountCents: -20000,
        earnedAt,
      },
    });
    await prisma.commission.create({
      data: {
        partnerId: users.partnerA.id,
        applicationId: other!.id,
        kind: "upfront",
        baseAmount: 100000,
        rateBps: 125,
        splitBps: 5000,
        amountCents: 62550,
        earnedAt,
      },
    });
    actAs(users.partnerA);
    const text = await (await STATEMENT(apiRequest("GET", "/api/broker/statement?month=2024-02&format=csv"))).text();
    const rows = text.trim().split("\r\n").map(cells);
    const clawback = rows.find((r) => r[1]?.text === "Clawback")!;
    expect(clawback[7]).toEqual({ number: "-200.00" });
    expect(clawback[4]).toEqual({ number: "50000" });
    expect(clawback[5]).toEqual({ number: "0.80" });
    expect(clawback[6]).toEqual({ number: "50" });
    expect(clawback[3]).toEqual({ text: `'=HYPERLINK("http://evil.example","Click")` });
    const upfront = rows.find((r) => r[1]?.text === "Upfront")!;
    expect(upfront[3]).toEqual({ text: "'-2+3 Pty Ltd" });
    expect(upfront[7]).toEqual({ number: "625.50" });
    expect(rows.at(-1)![7]).toEqual({ number: "425.50" });
    expect(text).not.toContain("'-200.00");
    actAs(null);
  });

  it("statement PDF: a partner and businesses with accents print intact, in the embedded DejaVu font", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    await prisma.user.update({ where: { id: users.partnerA.id }, data: { firstName: "Café", lastName: "Zoë" } });
    const app = await prisma.application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
    });
    await prisma.application.update({ where: { id: app.id }, data: { businessName: "Ångström Bäckerei & Søn" } });
    await prisma.commission.create({
      data: {
        partnerId: users.partnerA.id,
        applicationId: app.id,
        kind: "upfront",
        baseAmount: 100000,
        rateBps: 125,
        splitBps: 5000,
        amountCents: 62500,
        earnedAt: new Date("2024-03-10T02:00:00Z"),
      },
    });
    actAs(users.partnerA);
    const res = await STATEMENT(apiRequest("GET", "/api/broker/statement?month=2024-03&format=pdf"));
    expect(res.status).toBe(200);
    const pdfBytes = new Uint8Array(await res.arrayBuffer());
    const facts = await readPdf(pdfBytes.slice());
    expect(facts.pageCount).toBe(1);
    // Every font on the page is DejaVu, embedded in the file (not a reader's substitute).
    expect(facts.fonts.length).toBeGreaterThan(0);
    expect(facts.fonts.every((f) => f.embedded && /DejaVuSans(-Bold)?$/.test(f.baseFont))).toBe(true);
    // The text a reader extracts through the fonts' ToUnicode maps: the names as written, no '?'.
    const { text: shown } = await extractText(pdfBytes, { mergePages: true });
    expect(shown).toContain("Café Zoë");
    expect(shown).toContain("Ångström Bäckerei & Søn");
    expect(shown).not.toContain("?");
    actAs(null);
  });

  it("leads are private, validated, and move through their statuses", async () => {
    const users = await seedDemo();
    actAs(users.partnerA);
    const created = await ADD_LEAD(
      apiRequest("POST", "/api/leads", {
        contactName: "Sam Lee",
        businessName: "Lee Bakery",
        loanAmount: 80000,
        email: "sam@example.com",
        phone: "0412 345 678",
      }),
    );
    expect(created.status).toBe(201);
    const lead = (await created.json()) as { id: string; loanAmount: string; status: string };
    expect(lead).toMatchObject({ loanAmount: "80000", status: "new" });
    const bad = await ADD_LEAD(apiRequest("POST", "/api/leads", { contactName: "", businessName: "X", email: "nope" }));
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty("email");
    expect((await updateLead(lead.id, { status: "contacted" })).status).toBe(200);
    actAs(users.partnerB);
    expect((await updateLead(lead.id, { status: "lost" })).status).toBe(404);
    const theirs = (await (await LEADS(apiRequest("GET", "/api/leads"))).json()) as { id: string }[];
    expect(theirs.some((l) => l.id === lead.id)).toBe(false);
    actAs(null);
  });
  it("the ledger and totals leave out a commission dated in the future (not earned yet)", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findFirstOrThrow({ where: { partnerId: users.partnerA.id } });
    const future = new Date(Date.now() + 40 * 86_400_000);
    await prisma.commission.create({
      data: {
        partnerId: users.partnerA.id,
        applicationId: app.id,
        kind: "trail",
        baseAmount: 100000,
        rateBps: 10,
        splitBps: 5000,
        amountCents: 4242,
        earnedAt: future,
      },
    });
    const month = future.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
    actAs(users.partnerA);
    const text = await (await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=csv`))).text();
    expect(text).not.toContain("42.42");
    const dash = (await (await DASH(apiRequest("GET", "/api/broker/dashboard"))).json()) as {
      totalCommissions: number;
    };
    const earned =
      (
        await prisma.commission.aggregate({
          where: { partnerId: users.partnerA.id, earnedAt: { lte: new Date() } },
          _sum: { amountCents: true },
        })
      )._sum.amountCents ?? 0;
    expect(Math.round(dash.totalCommissions * 100)).toBe(earned);
    actAs(null);
  });
});
