import "server-only";
import { createHash } from "node:crypto";
import { requirePermission } from "@/lib/auth/client";
import { db, transaction } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { rateLimit } from "@/lib/http/rate-limit";
import { queueMail } from "@/lib/mail";
import { formatDate } from "@/lib/money/client";
import { auditDraft, cookieDraft, mayUseDraft, type DraftCaller } from "./drafts";
import { hashDraftToken, isDraftLive, looksLikeDraftToken, newDraftToken } from "./draft-token";
import { normalizeEmail } from "@/lib/validation/client";

/**
 * Continuing a draft elsewhere (ADR 014): the e-mailed resume link, and the signed-in applicant's
 * 'Continue application' in the portal. Both end at /application/resume, which sets the draft
 * cookie and opens the wizard at the saved step.
 */
export const NO_DRAFT_MESSAGE = "There is no saved application to continue.";
export const NO_EMAIL_MESSAGE = "Enter your e-mail address first, then we can send you a link.";
export const LINK_SENT_MESSAGE = "We've e-mailed you a link to continue your application.";

/**
 * 'E-mail me a link to continue': a new resume token (its hash replaces the previous one, so the
 * newest link is the one that works) sent to the draft's address through the outbox. Limited per
 * caller address by the route and per recipient here, so the button cannot flood an inbox.
 */
export async function emailResumeLink(caller: DraftCaller): Promise<{ message: string }> {
  if (caller.user) requirePermission(caller.user, "create:application");
  const row = await cookieDraft(caller);
  if (!row) throw new AppError("not_found", NO_DRAFT_MESSAGE);
  if (!row.email) throw new AppError("conflict", NO_EMAIL_MESSAGE);
  const recipient = createHash("sha256").update(normalizeEmail(row.email)).digest("base64url").slice(0, 32);
  await rateLimit(`draft-link:to:${recipient}`, 5, 3600);
  const token = newDraftToken();
  const to = row.email;
  const link = new URL("/application/resume", env().APP_URL);
  link.searchParams.set("token", token);
  await transaction(async (tx) => {
    await tx.wizardDraft.update({ where: { id: row.id }, data: { resumeTokenHash: hashDraftToken(token) } });
    // No address in the audit payload either: only that a link went out, and until when it works.
    await auditDraft(tx, caller, "draft.resume_link_sent", row.id, { expiresAt: row.expiresAt });
    await queueMail(tx, resumeMail(to, link.toString(), row.expiresAt));
  });
  return { message: LINK_SENT_MESSAGE };
}

const resumeMail = (to: string, link: string, expiresAt: Date) => ({
  to,
  subject: "Continue your BizFund application",
  text: [
    "Your application is saved. Open this link on any device to continue where you left off:",
    link,
    "",
    `The link works until ${formatDate(expiresAt)} (30 days after your last change); asking for a new link replaces it.`,
    "Anyone with this link can see your answers, so please don't forward it. If you did not ask for it, ignore this e-mail.",
    "",
    "The BizFund team",
  ].join("\n"),
});

/**
 * Opening the e-mailed link: multi-use until the draft expires (a mail scanner's GET consumes
 * nothing), but every opening gives the draft a new cookie secret and answers it as this browser's
 * cookie, so whoever held the draft before (the browser that asked for the link, a scanner, a
 * stranger who started the draft with this address) is cut off (issue #39 item 1, ADR 052). A draft
 * linked to an account opens only for that account. Null when the link is unknown, replaced, expired,
 * the application was submitted, or the draft is someone else's.
 */
export async function resumeFromLink(token: string, caller: Pick<DraftCaller, "user" | "ip">): Promise<string | null> {
  if (!looksLikeDraftToken(token)) return null;
  const prisma = await db();
  const row = await prisma.wizardDraft.findUnique({ where: { resumeTokenHash: hashDraftToken(token) } });
  if (!row || !isDraftLive(row)) return null;
  if (row.userId && row.userId !== caller.user?.id) return null;
  const cookieToken = newDraftToken();
  await transaction(async (tx) => {
    await tx.wizardDraft.update({ where: { id: row.id }, data: { secretHash: hashDraftToken(cookieToken) } });
    await auditDraft(tx, caller, "draft.resumed", row.id);
  });
  return cookieToken;
}

/**
 * The portal's 'Continue application' on the applicant's own draft: a browser that already holds
 * the draft keeps its cookie; another gets a new secret (the draft's previous cookie stops working).
 * Null for a draft that is not the caller's (the same answer as for one that does not exist).
 */
export async function continueOwnDraft(
  caller: DraftCaller,
  id: string,
): Promise<{ cookieToken: string | null } | null> {
  if (!caller.user) return null;
  const current = await cookieDraft(caller);
  if (current?.id === id) return { cookieToken: null };
  const prisma = await db();
  const row = await prisma.wizardDraft.findUnique({ where: { id } });
  if (!row || !isDraftLive(row) || row.userId !== caller.user.id || !mayUseDraft(row, caller)) return null;
  const token = newDraftToken();
  await prisma.wizardDraft.update({ where: { id }, data: { secretHash: hashDraftToken(token) } });
  return { cookieToken: token };
}
