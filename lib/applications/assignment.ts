import "server-only";
import { workspaceHref } from "./workspace-links";
import { audit } from "@/lib/audit";
import { requirePermission, ROLE_PERMISSIONS, ROLES, type Action } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyUser } from "@/lib/notifications";
import { loadStatusTargets } from "./status-target-store";
import { toStaffView } from "./queries";
import { staffSelect } from "./select";
import type { AssignInput } from "./work-queue-schema";

/** The roles whose members work the queue: those that hold the given permission. */
const rolesWith = (action: Action) => ROLES.filter((r) => ROLE_PERMISSIONS[r].some((p) => p.startsWith(`${action}:`)));

const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** Who an application can be assigned to: active staff and admin users, by name. */
export async function listAssignees(user: SessionUser) {
  requirePermission(user, "assign:application");
  const prisma = await db();
  const rows = await prisma.user.findMany({
    where: { role: { in: rolesWith("read:staff-dashboard") }, status: "active" },
    orderBy: [{ firstName: "asc" }, { email: "asc" }],
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  return rows.map((u) => ({ id: u.id, name: displayName(u) }));
}

/**
 * Assign, reassign or unassign an application (audited with the assignee before and after). The new
 * assignee hears about it unless they assigned it to themself.
 */
export async function assignApplication(user: SessionUser, id: string, input: AssignInput, ip?: string) {
  requirePermission(user, "assign:application");
  const targets = await loadStatusTargets();
  const row = await transaction(async (tx) => {
    const app = await tx.application.findUnique({
      where: { id },
      select: { id: true, number: true, status: true, version: true, assigneeId: true },
    });
    if (!app || app.status === "draft") throw new AppError("not_found", "Application not found.");
    if (input.version != null && input.version !== app.version)
      throw new AppError("conflict", "This application was changed by someone else. Refresh to see the latest.");
    if (input.assigneeId) {
      const assignee = await tx.user.findFirst({
        where: { id: input.assigneeId, role: { in: rolesWith("read:staff-dashboard") }, status: "active" },
        select: { id: true },
      });
      if (!assignee)
        throw new AppError("bad_request", "Please check the highlighted fields.", {
          fields: { assigneeId: ["Choose an active staff member."] },
        });
    }
    if (app.assigneeId !== input.assigneeId) {
      const updated = await tx.application.updateMany({
        where: { id, version: app.version },
        data: { assigneeId: input.assigneeId, version: { increment: 1 } },
      });
      if (updated.count !== 1)
        throw new AppError("conflict", "This application was changed by someone else. Refresh to see the latest.");
      await audit(tx, {
        actor: user,
        action: input.assigneeId ? "application.assigned" : "application.unassigned",
        entity: "Application",
        entityId: id,
        before: { assigneeId: app.assigneeId },
        after: { assigneeId: input.assigneeId },
        ip,
      });
    }
    const updated = await tx.application.findUniqueOrThrow({ where: { id }, select: staffSelect });
    if (app.assigneeId !== input.assigneeId && input.assigneeId && input.assigneeId !== user.id)
      await notifyUser(tx, input.assigneeId, {
        kind: "application_assigned",
        title: `${app.number} assigned to you`,
        body: `${displayName(user)} assigned application ${app.number} (${updated.businessName}) to you.`,
        link: workspaceHref("staff", id),
      });
    return updated;
  });
  return toStaffView(row, targets);
}
