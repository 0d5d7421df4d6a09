import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { sendMail } from "@/lib/mail";
import { hashToken } from "./email-link";
import { hashPassword } from "./password";

export const RESET_TTL_MINUTES = 30;

/** Bumps the session version: every existing session of this user stops working at once. */
export async function signOutEverywhere(user: { id: string; role: string }, ip?: string) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await audit(tx, { actor: user, action: "auth.signout_everywhere", entity: "User", entityId: user.id, ip });
  });
  return { ok: true };
}

/** E-mails a password reset link; answers the same whether or not the address exists. */
export async function requestPasswordReset(email: string, ip: string) {
  const address = email.toLowerCase();
  await rateLimit(`reset:ip:${ip}`, 10, 15 * 60);
  await rateLimit(`reset:email:${address}`, 3, 15 * 60);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email: address }, select: { id: true, status: true } });
  if (!user || user.status !== "active") return { sent: true };
  const token = randomBytes(32).toString("base64url");
  await prisma.authToken.create({ data: { kind: "password_reset", email: address, userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) } });
  const link = new URL("/signin/reset", env().APP_URL);
  link.searchParams.set("token", token);
  await sendMail({ to: address, subject: "Reset your BizFund password", text: `Choose a new password: ${link.toString()}\n\nThe link works once and expires in ${RESET_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.` });
  return { sent: true };
}

/** Sets a new password from a reset link (single use) and signs the user out everywhere. */
export async function resetPassword(token: string, password: string, ip?: string) {
  const prisma = await db();
  const used = await prisma.authToken.updateMany({ where: { tokenHash: hashToken(token), kind: "password_reset", usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } });
  if (used.count !== 1) throw new AppError("bad_request", "This reset link has expired or was already used. Request a new one.");
  const row = await prisma.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { id: row.userId! }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: { id: true, role: true } });
    await audit(tx, { actor: { id: user.id, role: user.role }, action: "auth.password_reset", entity: "User", entityId: user.id, ip });
  });
}
