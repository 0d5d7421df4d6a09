import "server-only";
import { createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { rateLimit } from "@/lib/http/rate-limit";
import { revokeAllSessions } from "./sessions";
import { base32Encode, generateTotpSecret, matchTotpStep, otpauthUri } from "./totp";

const hashCode = (code: string) => createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/** The enrolment URI as an SVG data URL (rendered on the server; no third-party request). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Where a staff/admin user stands: enrolled, or an enrolment secret to show (as text and QR code). */
export async function mfaStatus(user: { id: string; email: string }) {
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (u.totpEnabledAt) return { enrolled: true as const };
  const secret = u.totpSecret ?? generateTotpSecret();
  if (!u.totpSecret) await prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret } });
  const uri = otpauthUri(secret, user.email);
  return { enrolled: false as const, secret, uri, qr: await totpQrDataUrl(uri) };
}

/**
 * Records `step` as the user's last accepted TOTP step, only if it is later than the one stored:
 * the atomic update is the replay check (a code, or an older one, cannot be used twice).
 */
async function claimStep(userId: string, step: number, extra: { totpEnabledAt?: Date } = {}): Promise<boolean> {
  const prisma = await db();
  const claimed = await prisma.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step, ...extra },
  });
  return claimed.count === 1;
}

/** Confirms enrolment with a first code; returns ten one-time recovery codes (shown once). */
export async function confirmEnrolment(
  user: { id: string; role: string },
  code: string,
  ip: string | undefined,
): Promise<string[]> {
  await rateLimit(`mfa:${user.id}`, 10, 15 * 60);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (u.totpEnabledAt || !u.totpSecret) throw new AppError("conflict", "Two-factor authentication is already set up.");
  const step = matchTotpStep(u.totpSecret, code);
  if (step === null || !(await claimStep(user.id, step)))
    throw new AppError("bad_request", "That code is not right. Check your authenticator app and try again.");
  // 120 random bits each (ASVS 6.5.2: a lookup secret of 112+ bits may be stored as a plain SHA-256).
  const codes = Array.from({ length: 10 }, () => base32Encode(randomBytes(15)).match(/.{4}/g)!.join("-"));
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date() } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })) });
    await audit(tx, { actor: user, action: "auth.2fa_enabled", entity: "User", entityId: user.id, ip });
  });
  return codes;
}

/**
 * Checks a TOTP code (each time step once) or an unused recovery code. `ip` is the caller's client
 * address for the audit row, like every other auth event (issue #39 item 12c): required, so a caller
 * cannot forget it.
 */
export async function verifySecondFactor(
  user: { id: string; role: string },
  code: string,
  ip: string | undefined,
): Promise<boolean> {
  await rateLimit(`mfa:${user.id}`, 10, 15 * 60);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpSecret: true, totpEnabledAt: true },
  });
  if (!u.totpEnabledAt || !u.totpSecret) return false;
  const step = matchTotpStep(u.totpSecret, code);
  let ok = step !== null && (await claimStep(user.id, step));
  const replayed = step !== null && !ok;
  if (step === null) {
    const used = await prisma.recoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashCode(code), usedAt: null },
      data: { usedAt: new Date() },
    });
    ok = used.count === 1;
  }
  await audit(prisma, {
    actor: user,
    action: ok ? "auth.2fa_verified" : "auth.2fa_failed",
    entity: "User",
    entityId: user.id,
    note: replayed ? "code already used" : undefined,
    ip,
  });
  return ok;
}

/** Admin: clear a user's second factor so they enrol again at next sign-in (and end their sessions). */
export async function resetSecondFactor(actor: { id: string; role: string }, userId: string, ip?: string) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null, sessionVersion: { increment: 1 } },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await revokeAllSessions(tx, userId);
    await audit(tx, { actor, action: "auth.2fa_reset", entity: "User", entityId: userId, ip });
  });
}
