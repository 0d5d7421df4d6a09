import "server-only";
import { db } from "@/lib/db";
import { normalizeEmail } from "@/lib/validation/client";

/**
 * Password guessing is slowed per (e-mail, client IP), not per e-mail: a stranger guessing from
 * elsewhere only slows themselves, and the owner can still sign in from their own device. The first
 * FREE_FAILURES failures cost nothing; each further one doubles the wait (1, 2, 4 ... 30 minutes).
 * A broader per-IP limit (lib/auth/password-sign-in.ts) caps guessing across many e-mails.
 */
export const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 30 * 60;
/** Failures are forgotten a day after the last one. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const keyFor = (email: string, ip: string) => `${normalizeEmail(email)} ${ip}`;

export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** Seconds this client must still wait before trying this e-mail again (0: go ahead). */
export async function signInWait(email: string, ip: string, now = new Date()): Promise<number> {
  const prisma = await db();
  const row = await prisma.signInThrottle.findUnique({
    where: { key: keyFor(email, ip) },
    select: { blockedUntil: true, expiresAt: true },
  });
  if (!row?.blockedUntil || row.expiresAt <= now) return 0;
  return Math.max(0, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
}

/** Counts a failed attempt; returns the wait it imposes on the next one (seconds). */
export async function recordSignInFailure(email: string, ip: string, now = new Date()): Promise<number> {
  const prisma = await db();
  const key = keyFor(email, ip);
  // Forget expired counts first (this one's and any other's: indexed, and keeps the table small), so
  // the increment below is a plain atomic upsert.
  await prisma.signInThrottle.deleteMany({ where: { expiresAt: { lte: now } } });
  const row = await prisma.signInThrottle.upsert({
    where: { key },
    create: { key, failures: 1, expiresAt: new Date(now.getTime() + FORGET_AFTER_MS) },
    update: { failures: { increment: 1 }, expiresAt: new Date(now.getTime() + FORGET_AFTER_MS) },
    select: { failures: true },
  });
  const wait = waitAfterFailures(row.failures);
  if (wait > 0)
    await prisma.signInThrottle.update({
      where: { key },
      data: { blockedUntil: new Date(now.getTime() + wait * 1000) },
    });
  return wait;
}

/** A successful sign-in from this client clears its count for this e-mail. */
export async function clearSignInFailures(email: string, ip: string): Promise<void> {
  const prisma = await db();
  await prisma.signInThrottle.deleteMany({ where: { key: keyFor(email, ip) } });
}
