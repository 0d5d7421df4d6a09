import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { recordCreditGuideAck } from "@/lib/auth";
import { hashToken } from "@/lib/security";
import { db, transaction, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { createAttachedApplication } from "./attach";
import { afterAttached } from "./received";
import { nextApplicationNumber } from "./number";
import { submissionResult, type StoredMatch, type SubmissionResult } from "./submission-result";
import { confirmMail, PENDING_TTL_DAYS, preparedForYouMail, teamAddressMail } from "./submission-mail";
import { CONSENT_NOTICE_VERSION, submissionParts, wizardAnswersSchema, type WizardSubmission } from "./wizard-schema";
import { normalizeEmail } from "@/lib/validation/client";

export const CONFIRM_LINK_INVALID = "This confirmation link has expired or was already used.";
/**
 * Set by the confirm form's action for a few minutes: the confirm page, whose token is used by then,
 * says the application was added (a form posted without JavaScript gets the page again, ADR 055).
 */
export const CONFIRMED_COOKIE = "bizfund_confirmed";

/** The cookie's value: the number added, bound to the link it was added from. */
export const confirmedCookieValue = (applicationNumber: string, token: string) =>
  `${applicationNumber}.${hashToken(token).slice(0, 32)}`;

/** The number the cookie says was added from this link, or null (another link, or none). */
export function confirmedFrom(value: string | undefined, token: string): string | null {
  const [number, hash] = value?.split(".") ?? [];
  return number && /^BF-\d{4}-\d{6}$/.test(number) && hash === hashToken(token).slice(0, 32) ? number : null;
}
export const TEAM_ACCOUNT_REFUSAL =
  "This e-mail address belongs to a BizFund team account, and a business application cannot be held on a team account. Please apply again with a different e-mail address.";

/** The held answers, checked again (a later release may validate more strictly); null when they no longer pass. */
function heldAnswers(row: { answers: Prisma.JsonValue }) {
  const parsed = wizardAnswersSchema.safeParse(row.answers);
  if (!parsed.success) return null;
  const extra = row.answers as { referralCode?: string | null; leadId?: string | null; partnerId?: string | null };
  return {
    answers: parsed.data,
    referralCode: extra.referralCode ?? null,
    leadId: extra.leadId ?? null,
    partnerId: extra.partnerId ?? null,
  };
}

/**
 * A signed-out submission for an address that already has an account: held outside every portal
 * and count, and the address owner is e-mailed — a confirmation link for a client account, an
 * explanation for a team account (no link: nothing can be attached to it). The wizard gets the
 * same answer as for a new address. With `partner`, a partner broker prepared it from their lead
 * (ADR 019): it is attributed to them, audited with them as the actor, and the e-mail says so.
 */
export async function holdForConfirmation(input: {
  submission: WizardSubmission;
  email: string;
  ownerRole: string;
  matches: StoredMatch[];
  ip: string;
  now: Date;
  partner?: { id: string; name: string };
}): Promise<SubmissionResult> {
  const { submission: s, now, partner } = input;
  const email = normalizeEmail(input.email);
  const { idempotencyKey, referralCode, leadId, answers } = submissionParts(s);
  const token = input.ownerRole === "client" ? randomBytes(32).toString("base64url") : null;
  const row = await transaction(async (tx) => {
    const { seq, number } = await nextApplicationNumber(tx, now);
    const pending = await tx.pendingApplication.create({
      data: {
        seq,
        number,
        email,
        tokenHash: token ? hashToken(token) : null,
        answers: { ...answers, referralCode, leadId, ...(partner ? { partnerId: partner.id } : {}) },
        matches: input.matches as unknown as Prisma.InputJsonValue,
        consentAt: now,
        consentNoticeVersion: CONSENT_NOTICE_VERSION,
        idempotencyKey,
        ip: input.ip,
        expiresAt: new Date(now.getTime() + PENDING_TTL_DAYS * 86_400_000),
      },
      select: { id: true, number: true },
    });
    // Nothing that names the account: the audit log shows that a submission waits, not for whom.
    await audit(tx, {
      actor: partner ? { id: partner.id, role: "partner" } : null,
      action: "application.held_for_confirmation",
      entity: "PendingApplication",
      entityId: pending.id,
      after: { number: pending.number, ...(partner ? { leadId, preparedBy: "partner" } : {}) },
      ip: input.ip,
    });
    if (token) {
      const link = new URL("/application/confirm", env().APP_URL);
      link.searchParams.set("token", token);
      const m = { to: email, number: pending.number, amount: answers.amount, link: link.toString() };
      await queueMail(tx, partner ? preparedForYouMail({ ...m, partnerName: partner.name, answers }) : confirmMail(m));
    } else {
      await queueMail(tx, teamAddressMail({ to: email }));
    }
    return pending;
  });
  return submissionResult({ id: row.id, number: row.number, loanAmount: answers.amount }, input.matches);
}

/** The wizard's answer again for a retried submission that is still held. */
export function heldResult(row: {
  id: string;
  number: string;
  answers: Prisma.JsonValue;
  matches: Prisma.JsonValue;
}): SubmissionResult {
  return submissionResult(
    { id: row.id, number: row.number, loanAmount: (row.answers as { amount: number }).amount },
    row.matches as unknown as StoredMatch[],
  );
}

async function liveByToken(token: string, now = new Date()) {
  if (token.length < 20 || token.length > 100) return null;
  const prisma = await db();
  const row = await prisma.pendingApplication.findUnique({ where: { tokenHash: hashToken(token) } });
  return row && row.expiresAt > now ? row : null;
}

/** What the confirmation page shows the address owner before they decide (reading consumes nothing). */
export async function pendingPreview(token: string) {
  const row = await liveByToken(token);
  if (!row) return null;
  const h = heldAnswers(row);
  if (!h) return null;
  const { answers, referralCode, partnerId } = h;
  const prisma = await db();
  const partner =
    partnerId || referralCode
      ? await prisma.user.findFirst({
          where: {
            ...(partnerId ? { id: partnerId } : { referralCode: referralCode!.toUpperCase() }),
            role: "partner",
            status: "active",
          },
          select: { firstName: true, lastName: true },
        })
      : null;
  return {
    number: row.number,
    email: row.email,
    businessName: answers.companyName,
    amount: answers.amount,
    termMonths: answers.term,
    partnerName: partner ? [partner.firstName, partner.lastName].filter(Boolean).join(" ") || "a partner broker" : null,
    /** A partner broker prepared it from their lead (ADR 019), rather than someone using the wizard. */
    preparedByPartner: !!partnerId,
    expiresAt: row.expiresAt,
  };
}

/**
 * The address owner's button press: the token (which only ever went to that address) proves it is
 * theirs, so the application is attached to that client account — single use, even when pressed
 * twice at once. Only now is it audited as submitted, credit-checked (the owner consents on the
 * confirmation page), e-mailed about and shown to staff and the referring partner.
 */
export async function confirmPending(token: string, ip: string): Promise<{ applicationNumber: string }> {
  const now = new Date();
  const row = await liveByToken(token, now);
  if (!row) throw new AppError("not_found", CONFIRM_LINK_INVALID);
  const email = normalizeEmail(row.email);
  const prisma = await db();
  const found = await prisma.user.findUnique({ where: { email }, select: { id: true, role: true, status: true } });
  if (found && found.role !== "client") throw new AppError("conflict", TEAM_ACCOUNT_REFUSAL);
  if (found && found.status !== "active")
    throw new AppError("forbidden", "This account is disabled. Please contact us.");
  const h = heldAnswers(row);
  if (!h) throw new AppError("not_found", CONFIRM_LINK_INVALID);
  const { answers, referralCode, leadId, partnerId } = h;
  const { app, owner } = await prisma.$transaction(async (tx) => {
    const taken = await tx.pendingApplication.deleteMany({
      where: { id: row.id, tokenHash: row.tokenHash, expiresAt: { gt: now } },
    });
    if (taken.count !== 1) throw new AppError("not_found", CONFIRM_LINK_INVALID);
    const owner = found ?? (await createConfirmedClient(tx, { email, answers, partnerId, ip }));
    const actor = { id: owner.id, role: owner.role };
    // The confirmation's consent names the credit guide: a broker-prepared account acknowledges it here (ADR 067).
    await recordCreditGuideAck(tx, actor, "confirmation", ip, now);
    const app = await createAttachedApplication(
      tx,
      {
        reserved: { id: row.id, seq: row.seq, number: row.number },
        clientId: owner.id,
        answers,
        referralCode,
        partnerId,
        leadId,
        consent: { at: now, noticeVersion: CONSENT_NOTICE_VERSION },
        idempotencyKey: row.idempotencyKey,
        matches: row.matches as unknown as StoredMatch[],
        now,
        actor,
        ip,
        attachedBy: "email_confirmation",
      },
      () => nextApplicationNumber(tx, now),
    );
    return { app, owner: actor };
  });
  await afterAttached(app, { clientId: owner.id, email, answers, actor: owner, ip });
  return { applicationNumber: app.number };
}

/**
 * The address has no account yet (a partner converted a lead for it, ADR 019): the owner of the
 * mailbox has just proven it by the link, so their client account is created now, not when the
 * partner pressed 'Convert' (issue #39 item 12f). A team account made in the meantime is refused.
 */
async function createConfirmedClient(
  tx: Prisma.TransactionClient,
  input: {
    email: string;
    answers: { firstName: string; lastName: string; phone: string };
    partnerId: string | null;
    ip: string;
  },
) {
  const { email, answers: a } = input;
  // An account made since the check above (a wizard submission for the same address) is used as it is.
  const meanwhile = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (meanwhile && meanwhile.role !== "client") throw new AppError("conflict", TEAM_ACCOUNT_REFUSAL);
  if (meanwhile) return meanwhile;
  const owner = await tx.user.create({
    data: {
      email,
      role: "client",
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone,
      emailVerifiedAt: new Date(),
    },
    select: { id: true, role: true },
  });
  await audit(tx, {
    actor: { id: owner.id, role: "client" },
    action: "user.created_by_application",
    entity: "User",
    entityId: owner.id,
    after: {
      confirmedBy: "email_link",
      ...(input.partnerId ? { preparedBy: "partner", partnerId: input.partnerId } : {}),
    },
    ip: input.ip,
  });
  return { id: owner.id, role: owner.role };
}

/** Deletes held applications nobody confirmed in time (run at every wizard submission). */
export async function purgeExpiredPending(now = new Date()) {
  const prisma = await db();
  const expired = { expiresAt: { lte: now } };
  if ((await prisma.pendingApplication.count({ where: expired })) === 0) return;
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.pendingApplication.deleteMany({ where: expired });
    await audit(tx, {
      actor: null,
      action: "application.pending_purged",
      entity: "PendingApplication",
      after: { count },
    });
  });
}
