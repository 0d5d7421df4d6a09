import "server-only";
import { randomBytes } from "node:crypto";
import { audit, auditUserChange } from "@/lib/audit";
import { issueSignInLink } from "@/lib/auth";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { normalizeEmail } from "@/lib/validation/client";

/** A referral code from the applicant's name: letters plus two digits, unique. */
function referralCodeFor(name: string): string {
  const letters =
    name
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 6) || "PARTNER";
  return `${letters}${(randomBytes(1)[0]! % 90) + 10}`;
}

/** The application still waiting for a decision, or the refusal: not found, or decided already. */
async function pendingApplication(tx: Prisma.TransactionClient, id: string) {
  const app = await tx.partnerApplication.findUnique({ where: { id } });
  if (!app) throw new AppError("not_found", "Partner application not found.");
  if (app.status !== "pending") throw new AppError("conflict", `This application was already ${app.status}.`);
  return app;
}

/** Records the decision (who, when, and its own columns) and audits it, in the caller's transaction. */
async function recordDecision(
  tx: Prisma.TransactionClient,
  decision: {
    actor: { id: string; role: string };
    app: { id: string; status: string };
    status: "approved" | "declined";
    data: { userId: string } | { decisionReason: string };
    note?: string;
    ip?: string;
  },
) {
  const { actor, app, status, data } = decision;
  await tx.partnerApplication.update({
    where: { id: app.id },
    data: { status, decidedById: actor.id, decidedAt: new Date(), ...data },
  });
  await audit(tx, {
    actor,
    action: `partner_application.${status}`,
    entity: "PartnerApplication",
    entityId: app.id,
    before: { status: app.status },
    after: { status, ...("userId" in data ? data : {}) },
    note: decision.note,
    ip: decision.ip,
  });
}

/** Staff approve a partner application: a partner account with a referral code, and a sign-in link by e-mail. */
export async function approvePartnerApplication(actor: { id: string; role: string }, id: string, ip?: string) {
  const result = await transaction(async (tx) => {
    const app = await pendingApplication(tx, id);
    const email = normalizeEmail(app.email);
    const existing = await tx.user.findUnique({ where: { email } });
    if (existing && existing.role !== "client" && existing.role !== "partner")
      throw new AppError("conflict", "That e-mail belongs to a team account.");
    const [firstName, ...rest] = (app.firstName ? `${app.firstName} ${app.lastName ?? ""}` : (app.contactName ?? ""))
      .trim()
      .split(/\s+/);
    let code = referralCodeFor(`${firstName ?? ""}${rest.join("")}`);
    while (await tx.user.findUnique({ where: { referralCode: code } })) code = referralCodeFor(code + "X");
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { role: "partner", referralCode: existing.referralCode ?? code, sessionVersion: { increment: 1 } },
        })
      : await tx.user.create({
          data: {
            email,
            role: "partner",
            firstName: firstName || null,
            lastName: rest.join(" ") || null,
            phone: app.phone,
            referralCode: code,
          },
        });
    await recordDecision(tx, { actor, app, status: "approved", data: { userId: user.id }, ip });
    if (existing)
      await auditUserChange(tx, { actor, userId: user.id, field: "role", before: existing.role, after: "partner", ip });
    const link = await issueSignInLink(tx, { email: user.email, userId: user.id, callbackUrl: "/partner" });
    await queueMail(tx, {
      to: user.email,
      subject: "Welcome to the BizFund partner program",
      text: `Your partner account is ready. Your referral link: /application?ref=${user.referralCode}\n\nSign in to your broker portal: ${link}`,
    });
    return { user };
  });
  return { id, status: "approved" as const, userId: result.user.id, referralCode: result.user.referralCode };
}

export async function declinePartnerApplication(
  actor: { id: string; role: string },
  id: string,
  reason: string,
  ip?: string,
) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const app = await pendingApplication(tx, id);
    await recordDecision(tx, { actor, app, status: "declined", data: { decisionReason: reason }, note: reason, ip });
    return { id, status: "declined" as const };
  });
}
