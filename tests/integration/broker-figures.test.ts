// Issue 35 item 5: broker figures that are right. Conversion = settled ÷ referred applications (a
// converted lead counts once, a lead not converted not at all); the Performance chart counts
// referrals as the tile does; a withdrawn file stays "Withdrawn" for the partner and waits on nobody.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as DASH } from "@/app/api/broker/dashboard/route";
import { brokerLabel } from "@/lib/applications/status-views";
import { brokerPortal } from "@/lib/partners/portal";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

const dashboard = async () => {
  actAs(users.partnerA);
  return (await (await DASH(apiRequest("GET", "/api/broker/dashboard"))).json()) as Record<string, number>;
};
const partnerView = async () => {
  const partner = await prisma().user.findUniqueOrThrow({ where: { id: users.partnerA.id } });
  return brokerPortal({ ...partner, role: "partner" } as never, {});
};

describe("conversion rate", () => {
  it("is settled ÷ referred applications; leads, converted or not, never add to the denominator", async () => {
    const apps = await prisma().application.findMany({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      select: { id: true, status: true },
    });
    const settled = apps.filter((a) => a.status === "settled").length;
    expect(settled).toBeGreaterThan(0);
    const expected = Math.round((settled / apps.length) * 1000) / 10;
    expect((await dashboard()).conversionRate).toBe(expected);

    // A lead converted into one of those applications, and one not converted: the rate is unchanged.
    const converted = apps.find((a) => a.status !== "settled")!;
    const base = {
      partnerId: users.partnerA.id,
      contactName: "Lee Lead",
      businessName: "Lead Co",
      email: "lee@example.com",
    };
    await prisma().lead.updateMany({ where: { applicationId: converted.id }, data: { applicationId: null } });
    await prisma().lead.create({ data: { ...base, status: "converted", applicationId: converted.id } });
    await prisma().lead.create({ data: { ...base, email: "lee2@example.com", status: "contacted" } });
    const leads = await prisma().lead.count({ where: { partnerId: users.partnerA.id } });
    expect(leads).toBeGreaterThanOrEqual(2);
    const rate = (await dashboard()).conversionRate;
    expect(rate).toBe(expected);
    // The old figure (applications + every lead) would have been lower.
    expect(Math.round((settled / (apps.length + leads)) * 1000) / 10).toBeLessThan(rate!);
  });

  it("the Performance chart counts referrals as the tile does: a draft is not referred yet", async () => {
    // A referred client's draft started this month.
    const draft = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "desc" },
    });
    await prisma().application.update({ where: { id: draft.id }, data: { status: "draft", createdAt: new Date() } });
    const view = await partnerView();
    const apps = await prisma().application.findMany({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      select: { createdAt: true, settledAt: true },
    });
    const month = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);
    for (const m of view.months) {
      expect(m.referrals).toBe(apps.filter((a) => month(a.createdAt) === m.month).length);
      expect(m.settlements).toBe(apps.filter((a) => a.settledAt && month(a.settledAt) === m.month).length);
    }
    expect(view.dashboard.totalApplications).toBe(apps.length);
  });
});

describe("a withdrawn application", () => {
  it("stays 'Withdrawn' for the partner and leaves Outstanding documents", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    await prisma().checklistItem.upsert({
      where: { applicationId_key: { applicationId: app.id, key: "custom:figures-test" } },
      update: { status: "requested" },
      create: { applicationId: app.id, key: "custom:figures-test", label: "Latest BAS", custom: true },
    });
    const before = await partnerView();
    expect(before.outstanding[app.id]).toBeGreaterThan(0);

    await prisma().application.update({ where: { id: app.id }, data: { status: "withdrawn" } });
    const after = await partnerView();
    const row = after.applications.find((a) => a.id === app.id)!;
    expect(row.status).toBe("withdrawn");
    expect(brokerLabel(row.status)).toBe("Withdrawn");
    expect(after.outstanding[app.id]).toBeUndefined();
  });
});
