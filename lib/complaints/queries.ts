import "server-only";
import { can, requirePermission, type Principal } from "@/lib/auth/client";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { overdue } from "./rules";

/** Reading the complaints register (ADR 061): who may see which complaint, overdue first. */

export const notFound = () => new AppError("not_found", "Complaint not found");

const LIST_SELECT = {
  id: true,
  reference: true,
  name: true,
  email: true,
  category: true,
  description: true,
  status: true,
  receivedAt: true,
  acknowledgeBy: true,
  respondBy: true,
  acknowledgedAt: true,
  escalatedAt: true,
  outcome: true,
  resolvedAt: true,
  unhappyAt: true,
  referredAt: true,
  complainantId: true,
  application: { select: { id: true, number: true } },
  escalatedTo: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.ComplaintSelect;

export type ComplaintRow = Prisma.ComplaintGetPayload<{ select: typeof LIST_SELECT }> & {
  overdue: ReturnType<typeof overdue>;
};

/** Complaints the user may see: staff every one (overdue first), a client or partner their own. */
export async function listComplaints(user: Principal, options: { overdueOnly?: boolean; now?: Date } = {}) {
  const scope = requirePermission(user, "read:complaint");
  const now = options.now ?? new Date();
  const prisma = await db();
  const rows = await prisma.complaint.findMany({
    where: {
      ...(scope === "any" ? {} : { complainantId: user.id }),
      ...(options.overdueOnly ? overdueWhere(now) : {}),
    },
    select: LIST_SELECT,
    orderBy: [{ respondBy: "asc" }],
    take: 200,
  });
  const withFlag: ComplaintRow[] = rows.map((r) => ({ ...r, overdue: overdue(r, now) }));
  return withFlag.sort((a, b) => Number(!!b.overdue) - Number(!!a.overdue));
}

function overdueWhere(now: Date): Prisma.ComplaintWhereInput {
  return {
    OR: [
      { status: "received", acknowledgeBy: { lt: now } },
      { status: { in: ["received", "acknowledged", "in_progress"] }, respondBy: { lt: now } },
    ],
  };
}

/** How many complaints are past a deadline (the staff queue's banner). */
export async function countOverdueComplaints(user: Principal, now = new Date()) {
  if (!can(user, "manage:complaint")) return 0;
  return (await db()).complaint.count({ where: overdueWhere(now) });
}

/** One complaint, for its complainant or staff; 404 for anyone else (its existence is private). */
export async function getComplaint(user: Principal, id: string, now = new Date()): Promise<ComplaintRow> {
  const row = await (await db()).complaint.findUnique({ where: { id }, select: LIST_SELECT });
  if (!row) throw notFound();
  requirePermission(
    user,
    "read:complaint",
    { ownerId: row.complainantId },
    { code: "not_found", message: "Complaint not found" },
  );
  return { ...row, overdue: overdue(row, now) };
}

/** The admins a complaint can be escalated to, by name. */
export async function complaintAdmins() {
  return (await db()).user.findMany({
    where: { role: "admin", status: "active" },
    select: { id: true, firstName: true, lastName: true, email: true },
    orderBy: [{ firstName: "asc" }, { email: "asc" }],
  });
}
