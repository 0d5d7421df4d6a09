import { describe, expect, it } from "vitest";
import { isValidAcn } from "@/lib/applications/full-application/acn";
import { completeness } from "@/lib/applications/full-application/completeness";
import { loadStoredFile } from "@/lib/applications/full-application/load";
import { missingFullApplication } from "@/lib/applications/full-application/missing";
import { isAdult } from "@/lib/applications/full-application/schema";
import { DOB_FIELD, factsFromStored, LICENCE_FIELD } from "@/lib/applications/full-application/stored";
import { checklistFor, missingRequired } from "@/lib/documents/checklist";
import { checklistFactsFor } from "@/lib/documents/checklist-facts";
import { readinessGaps } from "@/lib/documents/checklist-store";
import { seed } from "@/lib/db/seed";
import { PAST_THE_GATE } from "@/lib/db/seed-full-application";
import { decryptField } from "@/lib/security/field-encryption";
import { testDatabase } from "../support/fixtures";

const prisma = () => testDatabase().connection.prisma;

/** The checklist a sync would build from the application's facts, against the seeded items. */
async function checklistState(applicationId: string) {
  const rules = checklistFor(await checklistFactsFor(applicationId));
  const items = await prisma().checklistItem.findMany({ where: { applicationId } });
  return { ruleKeys: rules.map((r) => r.key).sort(), itemKeys: items.map((i) => i.key).sort(), items };
}

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

  it("seeds every file at or past lender matching complete, its identifiers encrypted and every required item approved", async () => {
    const past = await prisma().application.findMany({
      where: { status: { in: [...PAST_THE_GATE] } },
      select: { id: true, details: { select: { entityType: true, acn: true } } },
    });
    expect(past.length).toBeGreaterThanOrEqual(10);
    for (const app of past) {
      expect(await missingFullApplication(app.id)).toEqual([]);
      const { ruleKeys, itemKeys, items } = await checklistState(app.id);
      expect(itemKeys).toEqual(ruleKeys);
      expect(missingRequired(items)).toEqual([]);
      expect(await readinessGaps(app.id)).toEqual([]);
      if (app.details?.entityType === "company") expect(isValidAcn(app.details.acn ?? "")).toBe(true);
      if (app.details?.entityType === "trust") expect(itemKeys).toContain("trust-deed");
    }
    // The gate's own sync found the seeded checklists already in line with the rules.
    expect(await prisma().auditEvent.count({ where: { action: "checklist.synced" } })).toBe(0);

    const directors = await prisma().applicationDirector.findMany();
    expect(directors.length).toBeGreaterThan(past.length);
    expect(JSON.stringify(directors)).not.toMatch(/\b(19|20)\d\d-\d\d-\d\d\b/);
    for (const d of directors) {
      expect(d.dateOfBirthEnc).toMatch(/^enc:[0-9a-f]{8}:/);
      expect(isAdult(decryptField(d.dateOfBirthEnc!, DOB_FIELD))).toBe(true);
      expect(decryptField(d.licenceNumberEnc!, LICENCE_FIELD)).toMatch(/^[A-Z0-9]{4,10}$/);
    }
  });

  it("seeds files before the gate ready, part done with a rejected item, and not started", async () => {
    const before = await prisma().application.findMany({
      where: { status: { in: ["submitted", "under_review"] } },
      select: { id: true },
    });
    const stages = { ready: 0, partial: 0, empty: 0 };
    for (const app of before) {
      const file = completeness(factsFromStored(await loadStoredFile(prisma(), app.id)));
      const { ruleKeys, itemKeys, items } = await checklistState(app.id);
      expect(itemKeys).toEqual(ruleKeys);
      if (file.percent === 100 && missingRequired(items).length === 0) stages.ready++;
      else if (file.percent > 0 && items.some((i) => i.status === "rejected" && i.rejectionReason)) {
        expect(file.missing).toContain("At least one director or guarantor");
        stages.partial++;
      } else if (file.percent === 0 && items.every((i) => i.status === "requested")) stages.empty++;
    }
    expect(stages.ready + stages.partial + stages.empty).toBe(before.length);
    expect(Math.min(stages.ready, stages.partial, stages.empty)).toBeGreaterThan(0);
  });
});
