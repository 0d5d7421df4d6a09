import "server-only";
import { randomBytes } from "node:crypto";
import { db, type Prisma, type PrismaClient } from "@/lib/db";

/**
 * Server-side session records. The signed cookie (a next-auth JWT) names its row by id (`sid`);
 * every request checks the row, so logout can end one session for good (a copied cookie stops
 * working), and each session has an absolute lifetime that sliding renewal cannot extend.
 * ADR 006 records the lifetimes.
 */
const HOUR = 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS: Record<string, number> = {
  client: 24 * HOUR,
  partner: 24 * HOUR,
  staff: 12 * HOUR,
  admin: 12 * HOUR,
};
const SHORTEST_LIFETIME_MS = Math.min(...Object.values(ABSOLUTE_LIFETIME_MS));

export function absoluteLifetimeMs(role: string): number {
  return ABSOLUTE_LIFETIME_MS[role] ?? SHORTEST_LIFETIME_MS;
}

/** A new session for a sign-in; returns its id for the cookie. Also forgets long-dead rows. */
export async function startSession(user: { id: string; role: string }, now = new Date()): Promise<string> {
  const prisma = await db();
  // Housekeeping on the sign-in path (rare and indexed): rows dead for a day serve no check.
  await prisma.session.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * HOUR) } } });
  const row = await prisma.session.create({
    // 128 bits from the CSPRNG (ASVS 7.2.3), not Prisma's default cuid.
    data: {
      id: randomBytes(16).toString("base64url"),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + absoluteLifetimeMs(user.role)),
    },
    select: { id: true },
  });
  return row.id;
}

/** Ends one session (logout): the row is kept, marked revoked, until housekeeping removes it. */
export async function revokeSession(sessionId: string): Promise<void> {
  const prisma = await db();
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

type Tx = Pick<PrismaClient, "session"> | Pick<Prisma.TransactionClient, "session">;

/** Ends every session of a user (sign out everywhere, password reset, second factor reset). */
export async function revokeAllSessions(tx: Tx, userId: string): Promise<void> {
  await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Whether a session row still admits requests (JS clock, so tests can move time). */
export { sessionIsLive } from "./session-row";
