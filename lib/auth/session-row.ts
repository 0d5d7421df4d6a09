import { openedConnection } from "@/lib/db/client";
import type { SessionTokenClaims } from "./session-token";

/**
 * Whether a session's server-side row still admits its cookie, the one rule for every reader
 * (session.ts for pages and handlers, proxy.ts before it renews a cookie): the row exists, is not
 * revoked (logout, sign out everywhere, a reset), is inside its absolute lifetime, and its user is
 * the cookie's, active, at the cookie's session version.
 */
export interface SessionRow {
  revokedAt: Date | null;
  expiresAt: Date;
  user: { id: string; status: string; sessionVersion: number };
}

export function sessionIsLive(row: { revokedAt: Date | null; expiresAt: Date } | null, now = new Date()): boolean {
  return !!row && row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
}

export function sessionRowAdmits(row: SessionRow | null, claims: SessionTokenClaims, now = new Date()): boolean {
  if (!row || !sessionIsLive(row, now)) return false;
  const { user } = row;
  return user.id === claims.uid && user.status === "active" && user.sessionVersion === claims.sv;
}

/**
 * For proxy.ts: "live" or "ended" from the row, or "unknown" when the database is not open in this
 * process or the read failed (then nothing is renewed and nothing is cleared).
 */
export async function sessionRowState(
  claims: SessionTokenClaims,
  now = new Date(),
): Promise<"live" | "ended" | "unknown"> {
  if (typeof claims.sid !== "string" || typeof claims.uid !== "string") return "ended";
  const opened = openedConnection();
  if (!opened) return "unknown";
  try {
    const { prisma } = await opened;
    const row = await prisma.session.findUnique({
      where: { id: claims.sid },
      select: { revokedAt: true, expiresAt: true, user: { select: { id: true, status: true, sessionVersion: true } } },
    });
    return sessionRowAdmits(row, claims, now) ? "live" : "ended";
  } catch {
    return "unknown";
  }
}
