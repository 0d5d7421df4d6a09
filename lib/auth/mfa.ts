import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { generateTotpSecret, otpauthUri, verifyTotp } from "./totp";

const hashCode = (code: string) => createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/** Where a staff/admin user stands: enrolled, or an enrolment secret to show. */
export async function mfaStatus(user: { id: string; email: string }) {
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { totpSecret: true, totpEnabledAt: true } });
  if (u.totpEnabledAt) return { enrolled: true as const };
  const secret = u.totpSecret ?? generateTotpSecret();
  if (!u.totpSecret) await prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret } });
  return { enrolled: false as const, secret, uri: otpauthUri(secret, user.email) };
}

/** Confirms enrolment with a first code; returns ten one-time recovery codes (shown once). */
export async function confirmEnrolment(user: { id: string; role: string }, code: string, ip?: string): Promise<string[]> {
  await rateLimit(`mfa:${user.id}`, 10, 15 * 60);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { totpSecret: true, totpEnabledAt: true } });
  if (u.totpEnabledAt || !u.totpSecret) throw new AppError("conflict", "Two-factor authentication is already set up.");
  if (!verifyTotp(u.totpSecret, code)) throw new AppError("bad_request", "That code is not right. Check your authenticator app and try again.");
  const codes = Array.from({ length: 10 }, () => randomBytes(5).toString("hex").replace(/(.{5})/, "$1-"));
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date() } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })) });
    await audit(tx, { actor: user, action: "auth.2fa_enabled", entity: "User", entityId: user.id, ip });
  });
  return codes;
}

/** Checks a TOTP code or an unused recovery code. */
export async function verifySecondFactor(user: { id: string; role: string }, code: string, ip?: string): Promise<boolean> {
  await rateLimit(`mfa:${user.id}`, 10, 15 * 60);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { totpSecret: true, totpEnabledAt: true } });
  if (!u.totpEnabledAt || !u.totpSecret) return false;
  let ok = verifyTotp(u.totpSecret, code);
  if (!ok) {
    const used = await prisma.recoveryCode.updateMany({ where: { userId: user.id, codeHash: hashCode(code), usedAt: null }, data: { usedAt: new Date() } });
    ok = used.count === 1;
  }
  await audit(prisma, { actor: user, action: ok ? "auth.2fa_verified" : "auth.2fa_failed", entity: "User", entityId: user.id, ip });
  return ok;
}

/** Admin: clear a user's second factor so they enrol again at next sign-in. */
export async function resetSecondFactor(actor: { id: string; role: string }, userId: string, ip?: string) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { totpSecret: null, totpEnabledAt: null, sessionVersion: { increment: 1 } } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await audit(tx, { actor, action: "auth.2fa_reset", entity: "User", entityId: userId, ip });
  });
}
