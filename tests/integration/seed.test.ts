import { describe, expect, it } from "vitest";
import { seed } from "@/lib/db/seed";
import { testDatabase } from "../support/fixtures";

describe("demo seed", () => {
  it("creates every role, a 24+ lender panel, 30+ applications over all statuses, and the portal data", async () => {
    const { prisma } = testDatabase().connection;
    const summary = await seed(prisma);
    expect(summary.applications).toBeGreaterThanOrEqual(30);
    const roles = await prisma.user.groupBy({ by: ["role"], _count: true });
    expect(Object.fromEntries(roles.map((r) => [r.role, r._count]))).toMatchObject({ partner: 2, staff: 1, admin: 1 });
    expect(await prisma.lender.count()).toBeGreaterThanOrEqual(24);
    const statuses = new Set((await prisma.application.findMany({ select: { status: true } })).map((a) => a.status));
    expect([...statuses].sort()).toEqual([
      "approved",
      "declined",
      "draft",
      "lender_matching",
      "offers_presentation",
      "settled",
      "submitted",
      "under_review",
      "withdrawn",
    ]);
    const numbers = await prisma.application.findMany({ select: { number: true } });
    expect(numbers.every((a) => /^BF-\d{4}-\d{6}$/.test(a.number))).toBe(true);
    expect(await prisma.lenderMatch.count({ where: { eligible: true } })).toBeGreaterThan(0);
    expect(await prisma.document.count()).toBeGreaterThan(0);
    expect(await prisma.message.count()).toBeGreaterThan(0);
    expect(await prisma.lead.count()).toBeGreaterThan(0);
    expect(await prisma.commission.count()).toBeGreaterThan(0);
    const histories = await prisma.applicationStatusChange.count();
    expect(histories).toBeGreaterThanOrEqual(summary.applications - 1);
  });

  it("gives every file past the readiness gate approved documents, and others outstanding and rejected items", async () => {
    const { prisma } = testDatabase().connection;
    const past = ["lender_matching", "offers_presentation", "approved", "settled"] as const;
    expect(
      await prisma.checklistItem.count({
        where: { required: true, status: { not: "approved" }, application: { status: { in: [...past] } } },
      }),
    ).toBe(0);
    expect(await prisma.application.count({ where: { status: { in: [...past] }, checklistItems: { none: {} } } })).toBe(
      0,
    );
    expect(await prisma.checklistItem.count({ where: { status: "requested" } })).toBeGreaterThan(0);
    const rejected = await prisma.checklistItem.findMany({ where: { status: "rejected" } });
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r) => !!r.rejectionReason)).toBe(true);
  });
});
