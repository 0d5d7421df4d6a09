import "server-only";
import { db } from "@/lib/db";
import { personName } from "./audit-labels";

/**
 * The names the audit log shows for the records its events point at, keyed by entity then id:
 * applications by number, users by name, lenders by name, leads by business. One query per kind.
 */
export async function auditEntityNames(events: { entity: string; entityId: string | null }[]) {
  const ids = (entity: string) => [
    ...new Set(events.filter((e) => e.entity === entity && e.entityId).map((e) => e.entityId!)),
  ];
  const prisma = await db();
  const [apps, users, lenders, leads] = await Promise.all([
    prisma.application.findMany({ where: { id: { in: ids("Application") } }, select: { id: true, number: true } }),
    prisma.user.findMany({
      where: { id: { in: ids("User") } },
      select: { id: true, firstName: true, lastName: true, email: true },
    }),
    prisma.lender.findMany({ where: { id: { in: ids("Lender") } }, select: { id: true, name: true } }),
    prisma.lead.findMany({ where: { id: { in: ids("Lead") } }, select: { id: true, businessName: true } }),
  ]);
  return {
    Application: new Map(apps.map((a) => [a.id, a.number])),
    User: new Map(users.map((u) => [u.id, personName(u)])),
    Lender: new Map(lenders.map((l) => [l.id, l.name])),
    Lead: new Map(leads.map((l) => [l.id, l.businessName])),
  } as Record<string, Map<string, string>>;
}
