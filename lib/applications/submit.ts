import "server-only";
import { audit } from "@/lib/audit";
import { scopeOf } from "@/lib/auth/client";
import { recordCreditGuideAck, type SessionUser } from "@/lib/auth";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { RateRule } from "@/lib/http";
import { factsFromAnswers, matchLenders, storedMatchColumns } from "@/lib/matching";
import { createAttachedApplication } from "./attach";
import { afterAttached } from "./received";
import { nextApplicationNumber } from "./number";
import { heldResult, holdForConfirmation, purgeExpiredPending } from "./pending";
import { resultForApplication, type StoredMatch, type SubmissionResult } from "./submission-result";
import { CONSENT_NOTICE_VERSION, submissionParts, type WizardAnswers, type WizardSubmission } from "./wizard-schema";
import { normalizeEmail } from "@/lib/validation/client";

export type { SubmissionResult } from "./submission-result";

/** 10 submissions an hour per caller; signed out, 5 per address too: the wizard e-mails whatever address it is given. */
export const SUBMISSION_LIMITS: RateRule<WizardSubmission>[] = [
  { name: "submit", limit: 10, windowSeconds: 3600 },
  { name: "submit", limit: 5, windowSeconds: 3600, per: { target: (s, user) => (user ? null : s.email) } },
];

/**
 * The wizard's 'View Quotes'. The application goes onto an account only with proof that the account
 * is the applicant's: their session (signed in as a client), or a new address (the account is
 * created for it). An address that already has an account — client or team — is never attached
 * without its owner: the submission is held and the owner e-mailed (./pending.ts). Every signed-out
 * applicant gets the same answer, so the wizard reveals nothing about who has an account.
 * The idempotency key makes a double submit return the first. The route parses the submission and
 * applies the rate limits (`SUBMISSION_LIMITS`).
 */
export async function submitApplication(input: {
  submission: WizardSubmission;
  user: SessionUser | null;
  ip: string;
  /** The route's request (unused here; the wizard's server action has none). */
  request?: Request;
}): Promise<SubmissionResult> {
  const s = input.submission;
  const prisma = await db();

  const again = await replay(s.idempotencyKey);
  if (again) return again;

  // Only applicants create applications for themselves; a signed-in team member or partner may not.
  if (input.user && scopeOf(input.user, "create:application") !== "own") {
    throw new AppError("forbidden", "You are signed in as a team member. Sign out to apply as a business.");
  }
  const email = normalizeEmail(input.user?.email ?? s.email);
  const now = new Date();
  await purgeExpiredPending(now);

  const matches = await panelMatches(s);
  const { idempotencyKey, referralCode, leadId, answers } = submissionParts(s);

  const holdIfOwned = async () => {
    const owner = input.user ? null : await prisma.user.findUnique({ where: { email }, select: { role: true } });
    if (!owner) return null;
    // The account may be this key's own: a concurrent submission (a double click) created it with its
    // application after our first replay missed. Both were committed together, so the replay sees it.
    return (
      (await replay(idempotencyKey)) ??
      holdForConfirmation({ submission: s, email, ownerRole: owner.role, matches, ip: input.ip, now })
    );
  };
  try {
    const held = await holdIfOwned();
    if (held) return held;
    const created = await prisma.$transaction(async (tx) => {
      let clientId = input.user?.id;
      let attachedBy: "session" | "new_account" = "session";
      if (!clientId) {
        // A new address: its account is created now; the e-mailed sign-in link is what proves it later.
        const client = await tx.user.create({
          data: { email, role: "client", firstName: s.firstName, lastName: s.lastName, phone: s.phone },
          select: { id: true },
        });
        await audit(tx, {
          actor: { id: client.id, role: "client" },
          action: "user.created_by_application",
          entity: "User",
          entityId: client.id,
          ip: input.ip,
        });
        // The wizard's consent names the credit guide: it is delivered and acknowledged with the account (ADR 067).
        await recordCreditGuideAck(tx, { id: client.id, role: "client" }, "account_creation", input.ip, now);
        clientId = client.id;
        attachedBy = "new_account";
      }
      const actor = { id: clientId, role: "client" };
      const app = await createAttachedApplication(
        tx,
        {
          clientId,
          answers,
          referralCode,
          leadId,
          consent: { at: now, noticeVersion: CONSENT_NOTICE_VERSION },
          idempotencyKey,
          matches,
          now,
          actor,
          ip: input.ip,
          attachedBy,
        },
        () => nextApplicationNumber(tx, now),
      );
      return { ...app, clientId };
    });
    // The answer is the indicative quotes on what was typed, taken before the credit check: its band
    // re-prices the stored matches (ADR 068) afterwards, and an address we hold (a team address, an
    // existing account) gets exactly the same answer, so it tells nobody which kind it was.
    const result = await resultForApplication(created.id);
    await afterAttached(created, {
      clientId: created.clientId,
      email,
      answers,
      actor: { id: created.clientId, role: "client" },
      ip: input.ip,
    });
    return result;
  } catch (error) {
    // Two submissions with one key racing: the loser returns the winner's answer; a new address that
    // got its account from a concurrent submission meanwhile is held like any existing address.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = (await replay(idempotencyKey)) ?? (await holdIfOwned());
      if (winner) return winner;
    }
    throw error;
  }
}

/** The active panel's matches for these answers, as they are stored with the application. */
export async function panelMatches(answers: WizardAnswers): Promise<StoredMatch[]> {
  const prisma = await db();
  const lenders = await prisma.lender.findMany({ where: { active: true } });
  return matchLenders(factsFromAnswers(answers), lenders).map((m) => ({
    ...storedMatchColumns(m),
    lenderName: m.lenderName,
  }));
}

async function replay(idempotencyKey: string): Promise<SubmissionResult | null> {
  const prisma = await db();
  const app = await prisma.application.findUnique({ where: { idempotencyKey }, select: { id: true } });
  if (app) return resultForApplication(app.id);
  const pending = await prisma.pendingApplication.findUnique({ where: { idempotencyKey } });
  return pending ? heldResult(pending) : null;
}
