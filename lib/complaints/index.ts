import "server-only";
import { audit } from "@/lib/audit";
import { can, requirePermission, type Principal } from "@/lib/auth/client";
import { transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { formatDateTime } from "@/lib/money/client";
import { notifyStaff } from "@/lib/notifications";
import { complaintDeadlines } from "./business-days";
import {
  AFCA_REFERRAL_TEXT,
  COMPLAINT_CATEGORIES,
  complaintReference,
  isClosed,
  type ComplaintCategory,
} from "./rules";
import type { PortalComplaintInput, PublicComplaintInput, StaffComplaintInput } from "./schema";

export * from "./rules";
export { complaintDeadlines } from "./business-days";
export { complaintAdmins, countOverdueComplaints, getComplaint, listComplaints, type ComplaintRow } from "./queries";

/**
 * The complaints register (issue 34 item 5, ADR 061). Every route, server action and page calls
 * these; each change is audited in the same transaction, and the complainant's acknowledgement
 * e-mail is written to the outbox with the complaint.
 */

interface Complainant {
  id: string;
  role: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

import { notFound } from "./queries";

function acknowledgementMail(c: {
  reference: string;
  name: string;
  email: string;
  acknowledgeBy: Date;
  respondBy: Date;
  category: string;
}) {
  return {
    to: c.email,
    subject: `We have received your complaint ${c.reference}`,
    text: [
      `Dear ${c.name},`,
      "",
      `Thank you for telling us. We have received your complaint about "${COMPLAINT_CATEGORIES[c.category as ComplaintCategory] ?? c.category}" and recorded it as ${c.reference}.`,
      `A member of our team will contact you by ${formatDateTime(c.acknowledgeBy)} (Melbourne time) to confirm who is handling it.`,
      `We will give you our final response by ${formatDateTime(c.respondBy)} at the latest (30 calendar days).`,
      "",
      ...AFCA_REFERRAL_TEXT,
      "",
      "BizFund Australia",
    ].join("\n"),
  };
}

/** Is the application one the complainant may name (their own, or one they referred)? */
async function checkApplication(tx: Prisma.TransactionClient, user: Complainant, applicationId?: string) {
  if (!applicationId) return null;
  const app = await tx.application.findUnique({
    where: { id: applicationId },
    select: { id: true, clientId: true, partnerId: true },
  });
  if (!app || !can(user, "read:application", { ownerId: app.clientId, partnerId: app.partnerId }))
    throw new AppError("bad_request", "Choose one of your applications", {
      fields: { applicationId: ["Choose one of your applications"] },
    });
  return app.id;
}

async function create(
  tx: Prisma.TransactionClient,
  data: {
    complainantId: string | null;
    name: string;
    email: string;
    applicationId: string | null;
    category: string;
    description: string;
  },
  actor: Principal | null,
  ip: string | undefined,
  now: Date,
) {
  const deadlines = complaintDeadlines(now);
  // The reference comes from the sequence: written once the row has its number.
  const draft = await tx.complaint.create({
    data: { ...data, reference: `pending-${crypto.randomUUID()}`, receivedAt: now, ...deadlines },
  });
  const row = await tx.complaint.update({
    where: { id: draft.id },
    data: { reference: complaintReference(draft.seq) },
  });
  await audit(tx, {
    actor,
    action: "complaint.lodged",
    entity: "Complaint",
    entityId: row.id,
    after: { reference: row.reference, category: row.category, applicationId: row.applicationId },
    ip,
  });
  await queueMail(tx, acknowledgementMail(row));
  await notifyStaff(tx, {
    kind: "complaint",
    title: `New complaint ${row.reference}`,
    body: `Acknowledge by ${formatDateTime(row.acknowledgeBy)}.`,
    link: "/staff/complaints",
  });
  return row;
}

/** A signed-in client or partner lodges a complaint from their portal. */
export async function lodgeComplaint(user: Complainant, input: PortalComplaintInput, ip?: string, now = new Date()) {
  requirePermission(user, "create:complaint");
  return transaction(async (tx) => {
    const applicationId = await checkApplication(tx, user, input.applicationId || undefined);
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    return create(
      tx,
      {
        complainantId: user.id,
        name,
        email: user.email,
        applicationId,
        category: input.category,
        description: input.description,
      },
      user,
      ip,
      now,
    );
  });
}

/** A visitor lodges a complaint from /contact (no account needed). */
export async function lodgePublicComplaint(input: PublicComplaintInput, ip?: string, now = new Date()) {
  return transaction((tx) =>
    create(
      tx,
      {
        complainantId: null,
        name: input.name,
        email: input.email,
        applicationId: null,
        category: input.category,
        description: input.description,
      },
      null,
      ip,
      now,
    ),
  );
}

const CLOSED_REFUSAL = "This complaint is closed.";

/** Staff work the register: acknowledge, start, escalate to an admin, resolve with the outcome, refer to AFCA. */
export async function actOnComplaint(user: Principal, input: StaffComplaintInput, ip?: string, now = new Date()) {
  requirePermission(user, "manage:complaint");
  return transaction(async (tx) => {
    const before = await tx.complaint.findUnique({ where: { id: input.complaintId } });
    if (!before) throw notFound();
    let data: Prisma.ComplaintUpdateInput;
    switch (input.action) {
      case "acknowledge":
        if (before.status !== "received")
          throw new AppError("conflict", "This complaint has already been acknowledged.");
        data = { status: "acknowledged", acknowledgedAt: now };
        break;
      case "start":
        if (isClosed(before.status)) throw new AppError("conflict", CLOSED_REFUSAL);
        data = { status: "in_progress", acknowledgedAt: before.acknowledgedAt ?? now };
        break;
      case "escalate": {
        if (isClosed(before.status)) throw new AppError("conflict", CLOSED_REFUSAL);
        const admin = input.adminId
          ? await tx.user.findFirst({
              where: { id: input.adminId, role: "admin", status: "active" },
              select: { id: true },
            })
          : null;
        if (!admin) throw new AppError("bad_request", "Choose an admin", { fields: { adminId: ["Choose an admin"] } });
        data = {
          escalatedTo: { connect: { id: admin.id } },
          escalatedAt: now,
          status: "in_progress",
          acknowledgedAt: before.acknowledgedAt ?? now,
        };
        break;
      }
      case "resolve":
        if (isClosed(before.status)) throw new AppError("conflict", CLOSED_REFUSAL);
        if (!input.outcome || input.outcome.length < 10)
          throw new AppError("bad_request", "Describe the outcome (at least 10 characters)", {
            fields: { outcome: ["Describe the outcome (at least 10 characters)"] },
          });
        data = {
          status: "resolved",
          outcome: input.outcome,
          resolvedAt: now,
          acknowledgedAt: before.acknowledgedAt ?? now,
        };
        break;
      case "refer":
        if (before.status === "referred_to_afca") throw new AppError("conflict", "Already referred to AFCA.");
        data = { status: "referred_to_afca", referredAt: now };
        break;
    }
    const after = await tx.complaint.update({ where: { id: before.id }, data });
    await audit(tx, {
      actor: user,
      action: `complaint.${input.action === "start" ? "in_progress" : input.action === "refer" ? "referred_to_afca" : `${input.action}d`}`,
      entity: "Complaint",
      entityId: after.id,
      before: { status: before.status, escalatedToId: before.escalatedToId, outcome: before.outcome },
      after: { status: after.status, escalatedToId: after.escalatedToId, outcome: after.outcome },
      ip,
    });
    if (input.action === "resolve" || input.action === "refer") await queueMail(tx, outcomeMail(after));
    return after;
  });
}

function outcomeMail(c: { reference: string; name: string; email: string; status: string; outcome: string | null }) {
  const resolved = c.status === "resolved";
  return {
    to: c.email,
    subject: resolved ? `Our response to your complaint ${c.reference}` : `Your complaint ${c.reference} and AFCA`,
    text: [
      `Dear ${c.name},`,
      "",
      resolved
        ? `This is our final response to your complaint ${c.reference}:`
        : `We have noted that your complaint ${c.reference} is being taken to AFCA.`,
      ...(resolved && c.outcome ? ["", c.outcome] : []),
      "",
      ...AFCA_REFERRAL_TEXT,
      "",
      "BizFund Australia",
    ].join("\n"),
  };
}

/** The complainant says they are not satisfied with the outcome: staff are told, the AFCA text shows. */
export async function markUnhappy(user: Principal, complaintId: string, ip?: string, now = new Date()) {
  requirePermission(user, "respond:complaint");
  return transaction(async (tx) => {
    const before = await tx.complaint.findUnique({ where: { id: complaintId } });
    if (!before || !can(user, "respond:complaint", { ownerId: before.complainantId })) throw notFound();
    if (before.status !== "resolved")
      throw new AppError("conflict", "You can tell us this once we have sent our response.");
    if (before.unhappyAt) return before;
    const after = await tx.complaint.update({ where: { id: before.id }, data: { unhappyAt: now } });
    await audit(tx, { actor: user, action: "complaint.unhappy", entity: "Complaint", entityId: after.id, ip });
    await notifyStaff(tx, {
      kind: "complaint",
      title: `${after.reference}: the complainant is not satisfied`,
      body: "They have been shown how to take the complaint to AFCA.",
      link: "/staff/complaints",
    });
    return after;
  });
}
