import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { db, transaction, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { hashToken } from "@/lib/security";
import { hashPassword } from "./password";
import { revokeAllSessions, revokeSession } from "./sessions";
import { normalizeEmail } from "@/lib/validation/client";

export const RESET_TTL_MINUTES = 30;

/** Logout: ends this one session on the server, so a copy of its cookie stops working too. */
export async function endSession(user: { id: string; role: string; sessionId: string }, ip?: string) {
  const prisma = await db();
  await revokeSession(user.sessionId);
  await audit(prisma, { actor: user, action: "auth.signout", entity: "User", entityId: user.id, ip });
}

/** Bumps the session version and revokes every session row: all of this user's sessions end at once. */
export async function signOutEverywhere(user: { id: string; role: string }, ip?: string) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await revokeAllSessions(tx, user.id);
    await audit(tx, { actor: user, action: "auth.signout_everywhere", entity: "User", entityId: user.id, ip });
  });
  return { ok: true };
}

/** Marks every unused e-mailed link of these kinds for this user as used up. */
async function invalidateLinks(
  tx: Prisma.TransactionClient,
  user: { id: string; email: string },
  kinds: ("password_reset" | "signin_link")[],
  now: Date,
) {
  await tx.authToken.updateMany({
    where: { kind: { in: kinds }, usedAt: null, OR: [{ userId: user.id }, { email: user.email }] },
    data: { usedAt: now },
  });
}

/**
 * E-mails a password reset link; answers the same whether or not the address exists. Only the
 * newest link works: issuing one retires every older unused one. Its form limits how often (per
 * caller and per address: `emailedLinkLimits`).
 */
export async function requestPasswordReset(email: string) {
  const address = normalizeEmail(email);
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { email: address },
    select: { id: true, email: true, status: true },
  });
  if (!user || user.status !== "active") return { sent: true };
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const link = new URL("/signin/reset", env().APP_URL);
  link.searchParams.set("token", token);
  // The new link and the e-mail carrying it commit together.
  await transaction(async (tx) => {
    await invalidateLinks(tx, user, ["password_reset"], now);
    await tx.authToken.create({
      data: {
        kind: "password_reset",
        email: address,
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
      },
    });
    await queueMail(tx, {
      to: address,
      subject: "Reset your BizFund password",
      text: `Choose a new password: ${link.toString()}\n\nThe link works once and expires in ${RESET_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.`,
    });
  });
  return { sent: true };
}

/**
 * Sets a new password from a reset link (single use). Everything issued before it ends: every other
 * reset and sign-in link of the user, and every session (sign out everywhere).
 */
export async function resetPassword(token: string, password: string, ip?: string) {
  const prisma = await db();
  const expired = () =>
    new AppError("bad_request", "This reset link has expired or was already used. Request a new one.");
  const live = (now: Date) => ({
    tokenHash: hashToken(token),
    kind: "password_reset" as const,
    usedAt: null,
    expiresAt: { gt: now },
  });
  // Cheap check first, so a dead link never costs a password hash; the atomic claim below decides.
  if (!(await prisma.authToken.findFirst({ where: live(new Date()), select: { id: true } }))) throw expired();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    // Only the request that flips usedAt from null may go on (single use, race-free).
    const used = await tx.authToken.updateMany({ where: live(now), data: { usedAt: now } });
    const row =
      used.count === 1
        ? await tx.authToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { userId: true } })
        : null;
    if (!row?.userId) throw expired();
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, role: true, email: true },
    });
    await invalidateLinks(tx, user, ["password_reset", "signin_link"], now);
    await revokeAllSessions(tx, user.id);
    await audit(tx, {
      actor: { id: user.id, role: user.role },
      action: "auth.password_reset",
      entity: "User",
      entityId: user.id,
      ip,
    });
  });
}
