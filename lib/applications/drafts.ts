import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, type Prisma } from "@/lib/db";
import { wizardDraftAnswersSchema, type WizardDraftAnswers } from "./draft-schema";
import { draftExpiry, hashDraftToken, isDraftLive, newDraftToken } from "./draft-token";
import { normalizeEmail } from "@/lib/validation/client";

/**
 * The wizard saved on the server as the applicant goes (issue #15, ADR 014). A draft is named by
 * the 256-bit token in the browser's HttpOnly cookie (its hash is the `secretHash` column; opening
 * the e-mailed link replaces it, ADR 052), and belongs to a signed-in applicant once one saves it.
 * An unlinked draft is used by the cookie's holder; a linked one only by its applicant, whatever
 * any cookie says (issue #39 item 1).
 */
export interface DraftCaller {
  user: SessionUser | null;
  /** The draft cookie's value (already shape-checked), if any. */
  cookieToken: string | null;
  ip: string;
}

export type DraftRow = Prisma.WizardDraftGetPayload<object>;

/** What the wizard restores: the answers that still pass the partial schema, and the step. */
export interface DraftView {
  id: string;
  step: number;
  answers: WizardDraftAnswers;
  /** An e-mail address is known, so 'E-mail me a link to continue' can be offered. */
  emailKnown: boolean;
  expiresAt: string;
}

export function draftView(row: DraftRow): DraftView {
  const parsed = wizardDraftAnswersSchema.safeParse(row.answers);
  return {
    id: row.id,
    step: row.step,
    answers: parsed.success ? parsed.data : {},
    emailKnown: !!row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A draft's audit event: who, which draft, from where; never the answers (personal data). */
export function auditDraft(
  tx: Parameters<typeof audit>[0],
  caller: Pick<DraftCaller, "user"> & { ip?: string },
  action: string,
  draftId: string | null,
  after?: Record<string, unknown>,
) {
  return audit(tx, { actor: caller.user, action, entity: "WizardDraft", entityId: draftId, after, ip: caller.ip });
}

function holdsCookie(row: DraftRow, cookieToken: string | null) {
  return !!cookieToken && row.secretHash === hashDraftToken(cookieToken);
}

/**
 * A linked draft: its applicant only (a cookie copied before the link, or fixed by whoever started
 * the draft, reads nothing). An unlinked draft: the holder of its current cookie secret.
 */
export function mayUseDraft(row: DraftRow, caller: Pick<DraftCaller, "user" | "cookieToken">) {
  if (row.userId) return !!caller.user && row.userId === caller.user.id;
  return holdsCookie(row, caller.cookieToken);
}

/** The live draft the caller's cookie names and may use, or null. */
export async function cookieDraft(caller: Pick<DraftCaller, "user" | "cookieToken">, now = new Date()) {
  if (!caller.cookieToken) return null;
  const hash = hashDraftToken(caller.cookieToken);
  const prisma = await db();
  const row = await prisma.wizardDraft.findUnique({ where: { secretHash: hash } });
  return row && isDraftLive(row, now) && mayUseDraft(row, caller) ? row : null;
}

/** The wizard's draft on load (the page reads the cookie; GET /api/applications/draft does the same). */
export async function loadDraft(caller: Pick<DraftCaller, "user" | "cookieToken">): Promise<DraftView | null> {
  const row = await cookieDraft(caller);
  return row ? draftView(row) : null;
}

/**
 * Saves the wizard (debounced, from the first answer). The first save creates the draft and answers
 * a new cookie token to set; a signed-in applicant's save links the draft to them. Team members
 * and partners do not apply, so they have no drafts (403).
 */
export async function saveDraft(
  caller: DraftCaller,
  input: { step: number; answers: WizardDraftAnswers },
): Promise<{ draft: DraftView; cookieToken: string | null }> {
  if (caller.user) requirePermission(caller.user, "create:application");
  const now = new Date();
  const prisma = await db();
  const row = await cookieDraft(caller, now);
  const typedEmail = input.answers.email ?? caller.user?.email;
  const data = {
    answers: input.answers as Prisma.InputJsonValue,
    step: input.step,
    email: typedEmail ? normalizeEmail(typedEmail) : null,
    expiresAt: draftExpiry(now),
  };
  if (row) {
    const linking = !row.userId && !!caller.user;
    const saved = await prisma.$transaction(async (tx) => {
      const updated = await tx.wizardDraft.update({
        where: { id: row.id },
        data: { ...data, userId: row.userId ?? caller.user?.id ?? null },
      });
      if (linking) await auditDraft(tx, caller, "draft.linked", row.id);
      return updated;
    });
    return { draft: draftView(saved), cookieToken: null };
  }
  const token = newDraftToken();
  const created = await prisma.$transaction(async (tx) => {
    const draft = await tx.wizardDraft.create({
      data: { ...data, secretHash: hashDraftToken(token), userId: caller.user?.id ?? null },
    });
    await auditDraft(tx, caller, "draft.created", draft.id, { step: draft.step });
    return draft;
  });
  return { draft: draftView(created), cookieToken: token };
}

/**
 * A submitted application's draft is deleted, so it is never offered again. Its creation time (the
 * first saved answer) stays on the application it became, as `wizardStartedAt`: the start of the
 * time to complete the wizard that the site's time claim measures (./completion-time.ts, ADR 064).
 * Only an application submitted after the draft began takes it, and only once.
 */
export async function discardSubmittedDraft(caller: Pick<DraftCaller, "user" | "cookieToken">, applicationId?: string) {
  const row = await cookieDraft(caller);
  if (!row) return;
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    if (applicationId)
      await tx.application.updateMany({
        where: { id: applicationId, wizardStartedAt: null, submittedAt: { gte: row.createdAt } },
        data: { wizardStartedAt: row.createdAt },
      });
    await tx.wizardDraft.deleteMany({ where: { id: row.id } });
  });
}

/** A signed-in applicant's live drafts, newest first (the client portal's 'Continue application'). */
export async function listDrafts(user: SessionUser, now = new Date()) {
  requirePermission(user, "create:application");
  const prisma = await db();
  const rows = await prisma.wizardDraft.findMany({
    where: { userId: user.id, expiresAt: { gt: now } },
    orderBy: { updatedAt: "desc" },
    take: 10,
  });
  return rows.map((row) => {
    const { answers } = draftView(row);
    return {
      id: row.id,
      step: row.step,
      companyName: answers.companyName ?? null,
      amount: answers.amount ?? null,
      updatedAt: row.updatedAt,
      expiresAt: row.expiresAt,
    };
  });
}
export type DraftSummary = Awaited<ReturnType<typeof listDrafts>>[number];

/** Deletes drafts 30 days past their last save; answers how many went. */
export async function purgeExpiredDrafts(now = new Date()): Promise<number> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.wizardDraft.deleteMany({ where: { expiresAt: { lte: now } } });
    if (count > 0) await auditDraft(tx, { user: null }, "draft.purged", null, { count });
    return count;
  });
}
