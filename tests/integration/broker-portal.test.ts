import { describe, expect, it } from "vitest";
import { GET as APPS } from "@/app/api/broker/applications/route";
import { GET as DASH } from "@/app/api/broker/dashboard/route";
import { GET as STATEMENT } from "@/app/api/broker/statement/route";
import { GET as LEADS, POST as ADD_LEAD } from "@/app/api/leads/route";
import { PATCH as UPDATE_LEAD } from "@/app/api/leads/[id]/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

describe("broker portal data", () => {
  it("a partner sees only their referred applications, in broker vocabulary, and totals that match", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    actAs(users.partnerA);
    const apps = (await (await APPS(apiRequest("GET", "/api/broker/applications"))).json()) as { id: string; status: string; commission: number }[];
    const mine = await prisma.application.findMany({ where: { partnerId: users.partnerA.id, status: { not: "draft" } }, select: { id: true } });
    expect(apps.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
    expect(apps.every((a) => ["new", "submitted", "under_review", "processing", "approved", "settled", "declined"].includes(a.status))).toBe(true);
    const dash = (await (await DASH(apiRequest("GET", "/api/broker/dashboard"))).json()) as Record<string, number>;
    expect(Object.keys(dash).sort()).toEqual(["activeApplications", "averageCommission", "conversionRate", "monthlyCommissions", "settledApplications", "totalApplications", "totalCommissions", "totalVolume"]);
    expect(dash.totalApplications).toBe(mine.length);
    const ledgerCents = (await prisma.commission.aggregate({ where: { partnerId: users.partnerA.id }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;
    expect(Math.round(dash.totalCommissions! * 100)).toBe(ledgerCents);
  });

  it("statements equal the ledger for the month, as CSV and PDF", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const one = await prisma.commission.findFirstOrThrow({ where: { partnerId: users.partnerA.id }, orderBy: { earnedAt: "desc" } });
    const month = one.earnedAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
    const all = await prisma.commission.findMany({ where: { partnerId: users.partnerA.id } });
    const expected = all.filter((c) => c.earnedAt.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).startsWith(month)).reduce((s, c) => s + c.amountCents, 0);
    actAs(users.partnerA);
    const csv = await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=csv`));
    expect(csv.headers.get("content-disposition")).toContain(`bizfund-commission-statement-${month}.csv`);
    const text = await csv.text();
    expect(text.trim().split("\r\n").at(-1)).toContain(`"${(expected / 100).toFixed(2)}"`);
    const pdf = await STATEMENT(apiRequest("GET", `/api/broker/statement?month=${month}&format=pdf`));
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-1.4")).toBe(true);
    expect(bytes).toContain("Commission Statement");
  });

  it("leads are private, validated, and move through their statuses", async () => {
    const users = await seedDemo();
    actAs(users.partnerA);
    const created = await ADD_LEAD(apiRequest("POST", "/api/leads", { contactName: "Sam Lee", businessName: "Lee Bakery", loanAmount: 80000, email: "sam@example.com", phone: "0412 345 678" }));
    expect(created.status).toBe(201);
    const lead = (await created.json()) as { id: string; loanAmount: string; status: string };
    expect(lead).toMatchObject({ loanAmount: "80000", status: "new" });
    const bad = await ADD_LEAD(apiRequest("POST", "/api/leads", { contactName: "", businessName: "X", email: "nope" }));
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty("email");
    expect((await UPDATE_LEAD(apiRequest("PATCH", `/api/leads/${lead.id}`, { status: "contacted" }), routeParams({ id: lead.id }))).status).toBe(200);
    actAs(users.partnerB);
    expect((await UPDATE_LEAD(apiRequest("PATCH", `/api/leads/${lead.id}`, { status: "lost" }), routeParams({ id: lead.id }))).status).toBe(404);
    const theirs = (await (await LEADS(apiRequest("GET", "/api/leads"))).json()) as { id: string }[];
    expect(theirs.some((l) => l.id === lead.id)).toBe(false);
    actAs(null);
  });
});
