import "server-only";
import { auditActionLabel, personName } from "@/lib/admin/client";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { roleLabel } from "@/lib/marketing/client";
import { parseRecordId } from "@/lib/validation/client";
import { toStaffView } from "./queries";
import { staffSelect } from "./select";
import { loadStatusTargets } from "./status-target-store";
import { timelineText } from "./status";

/**
 * The staff deal workspace's application (issue #36 item 1): the queue's staff view of one
 * application (facts, assignee, time in status against its target) with its status timeline and the
 * client's name. Staff and admin only (read:application on any file); 404 for an unknown id.
 */
export async function staffWorkspaceApplication(user: SessionUser, id: string) {
  requirePermission(user, "read:application", undefined, { code: "not_found" });
  requirePermission(user, "assess:application", undefined, { code: "not_found" });
  if (!parseRecordId(id)) throw new AppError("not_found", "Application not found.");
  const prisma = await db();
  const [row, targets] = await Promise.all([
    prisma.application.findFirst({
      where: { id, status: { not: "draft" } },
      select: {
        ...staffSelect,
        client: { select: { firstName: true, lastName: true, email: true } },
        statusChanges: {
          orderBy: { createdAt: "asc" },
          select: { createdAt: true, fromStatus: true, toStatus: true, note: true },
        },
      },
    }),
    loadStatusTargets(),
  ]);
  if (!row) throw new AppError("not_found", "Application not found.");
  const view = toStaffView(row, targets);
  return {
    ...view,
    createdAt: view.createdAt.toISOString(),
    statusChangedAt: view.statusChangedAt.toISOString(),
    clientName: personName(row.client),
    clientEmail: row.client.email,
    timeline: row.statusChanges.map((c) => ({
      at: c.createdAt.toISOString(),
      text: timelineText(c.fromStatus, c.toStatus),
      note: c.note,
    })),
  };
}
export type StaffWorkspaceApplication = Awaited<ReturnType<typeof staffWorkspaceApplication>>;

/**
 * The application's audit trail for the workspace's Audit section: events on the application itself,
 * its checklist items, documents and lender submissions, and events whose snapshot names the
 * application (a removed document, a created submission), newest first. Who (name), role, what, when.
 */
export async function applicationAuditTrail(user: SessionUser, applicationId: string, limit = 200) {
  requirePermission(user, "assess:application", undefined, { code: "not_found" });
  const prisma = await db();
  const [items, documents, submissions] = await Promise.all([
    prisma.checklistItem.findMany({ where: { applicationId }, select: { id: true } }),
    prisma.document.findMany({ where: { applicationId }, select: { id: true } }),
    prisma.lenderSubmission.findMany({ where: { applicationId }, select: { id: true } }),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const events = await prisma.auditEvent.findMany({
    where: {
      OR: [
        { entity: "Application", entityId: applicationId },
        { entity: "ChecklistItem", entityId: { in: ids(items) } },
        { entity: "Document", entityId: { in: ids(documents) } },
        { entity: "LenderSubmission", entityId: { in: ids(submissions) } },
        { after: { path: ["applicationId"], equals: applicationId } },
        { before: { path: ["applicationId"], equals: applicationId } },
      ],
    },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      action: true,
      actorRole: true,
      note: true,
      at: true,
      actor: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  return events.map((e) => ({
    id: e.id,
    who: e.actor ? personName(e.actor) : e.actorRole === "system" ? "Command line" : "System",
    role: e.actorRole ? roleLabel(e.actorRole) : "—",
    what: auditActionLabel(e.action),
    note: e.note,
    at: e.at.toISOString(),
  }));
}
export type ApplicationAuditRow = Awaited<ReturnType<typeof applicationAuditTrail>>[number];
