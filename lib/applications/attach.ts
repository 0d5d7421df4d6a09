import "server-only";
import { workspaceHref } from "./workspace-links";
import { audit, type Actor } from "@/lib/audit";
import type { Prisma } from "@/lib/db";
import { syncChecklistIn } from "@/lib/documents/checklist-store";
import { linkLeadToApplication } from "@/lib/leads";
import { formatAud } from "@/lib/money/client";
import { notifyStaff } from "@/lib/notifications";
import type { StoredMatch } from "./submission-result";
import type { WizardAnswers } from "./wizard-schema";
import { normalizeEmail } from "@/lib/validation/client";

export interface AttachInput {
  /** Given when the id and number were reserved earlier (a confirmed pending application). */
  reserved?: { id: string; seq: number; number: string };
  clientId: string;
  answers: WizardAnswers;
  referralCode?: string | null;
  /** The partner who prepared it for the client (a converted lead, ADR 019); wins over the referral code. */
  partnerId?: string | null;
  leadId?: string | null;
  consent: { at: Date; noticeVersion: string };
  idempotencyKey: string;
  matches: StoredMatch[];
  now: Date;
  actor: Actor;
  ip: string;
  /** Why it is attached to this account (audited). */
  attachedBy: "session" | "new_account" | "email_confirmation";
}

/**
 * Creates the application on a client's account — only once that account is proven to be the
 * applicant's (their session, the account just created for a new address, or the e-mailed link) —
 * with its status history, lender matches, referral and lead, audited and announced to the staff
 * inbox in the caller's transaction. The applicant's e-mail follows the credit check (received.ts).
 */
export async function createAttachedApplication(
  tx: Prisma.TransactionClient,
  input: AttachInput,
  nextNumber: () => Promise<{ seq: number; number: string }>,
) {
  const a = input.answers;
  const partner =
    input.partnerId || input.referralCode
      ? await tx.user.findFirst({
          where: {
            ...(input.partnerId ? { id: input.partnerId } : { referralCode: input.referralCode!.toUpperCase() }),
            role: "partner",
            status: "active",
          },
          select: { id: true },
        })
      : null;
  const { seq, number } = input.reserved ?? (await nextNumber());
  const app = await tx.application.create({
    data: {
      ...(input.reserved ? { id: input.reserved.id } : {}),
      seq,
      number,
      clientId: input.clientId,
      partnerId: partner?.id ?? null,
      status: "submitted",
      businessName: a.companyName,
      abn: a.abnNumber || null,
      industry: a.industry ?? null,
      purpose: a.purpose,
      loanAmount: a.amount,
      termMonths: a.term,
      monthlyTurnover: a.monthlyTurnover,
      creditProfile: a.creditProfile,
      timeInBusiness: a.timeInBusiness,
      contactFirstName: a.firstName,
      contactLastName: a.lastName,
      contactEmail: normalizeEmail(a.email),
      contactPhone: a.phone,
      consentSoftCheck: true,
      consentAt: input.consent.at,
      consentNoticeVersion: input.consent.noticeVersion,
      idempotencyKey: input.idempotencyKey,
      submittedAt: input.now,
      lastActivityAt: input.now,
    },
    select: { id: true, number: true },
  });
  const note = input.partnerId
    ? "Application submitted by the partner broker (confirmed by the client by e-mail)"
    : input.attachedBy === "email_confirmation"
      ? "Application submitted online (confirmed by e-mail)"
      : "Application submitted online";
  await tx.applicationStatusChange.create({
    data: { applicationId: app.id, fromStatus: null, toStatus: "submitted", byUserId: input.clientId, note },
  });
  // A lender removed from the panel since a pending application was held cannot be matched any more.
  const known = new Set(
    (
      await tx.lender.findMany({ where: { id: { in: input.matches.map((m) => m.lenderId) } }, select: { id: true } })
    ).map((l) => l.id),
  );
  await tx.lenderMatch.createMany({
    data: input.matches
      .filter((m) => known.has(m.lenderId))
      .map((m) => ({
        applicationId: app.id,
        lenderId: m.lenderId,
        eligible: m.eligible,
        reasons: m.reasons,
        rank: m.rank,
        rateBps: m.rateBps,
        monthlyRepaymentCents: m.monthlyRepaymentCents,
        establishmentFeeCents: m.establishmentFeeCents,
        totalRepayableCents: m.totalRepayableCents,
        upToAmount: m.upToAmount,
        speedHours: m.speedHours,
      })),
  });
  if (partner && input.leadId) await linkLeadToApplication(tx, input.leadId, app.id, partner.id);
  // The documents this application needs are requested from the moment it is submitted.
  await syncChecklistIn(tx, app.id, input.actor);
  await audit(tx, {
    actor: input.actor,
    action: "application.submitted",
    entity: "Application",
    entityId: app.id,
    after: {
      number: app.number,
      clientId: input.clientId,
      loanAmount: a.amount,
      partnerId: partner?.id ?? null,
      preparedByPartner: !!input.partnerId,
      attachedBy: input.attachedBy,
      consentNoticeVersion: input.consent.noticeVersion,
    },
    ip: input.ip,
  });
  await notifyStaff(tx, {
    kind: "application_submitted",
    title: `New application ${app.number}`,
    body: `${a.companyName} applied for ${formatAud(a.amount)}.`,
    link: workspaceHref("staff", app.id),
  });
  return app;
}
