import { epochMsColumn, fromEpochMs, openedConnection, type SqlExecutor } from "@/lib/db/client";
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

/** The session row with what the app needs of its user: the one read every signed-in request makes. */
export interface SessionRowWithUser extends SessionRow {
  user: SessionRow["user"] & { role: string; firstName: string | null; lastName: string | null; email: string };
}

// One hand-written statement (ADR 090): every signed-in page, action and API call runs it, and
// Prisma's client costs several times the query's own CPU for it (the statement is what Prisma's
// `findUnique` with the user's fields sends, as a join).
const SESSION_ROW_SQL = `SELECT ${epochMsColumn(`s."revokedAt"`)} AS "revokedAt",
  ${epochMsColumn(`s."expiresAt"`)} AS "expiresAt",
  u.id, u.role::text AS role, u.status::text AS status, u."sessionVersion", u."firstName", u."lastName", u.email
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1`;

interface SessionRowSql {
  revokedAt: number | null;
  expiresAt: number;
  id: string;
  role: string;
  status: string;
  sessionVersion: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** The session `sid` with its user, or null when there is no such row. */
export async function readSessionRow(sql: Pick<SqlExecutor, "query">, sid: string): Promise<SessionRowWithUser | null> {
  const [row] = await sql.query<SessionRowSql>(SESSION_ROW_SQL, [sid]);
  if (!row) return null;
  const { revokedAt, expiresAt, ...user } = row;
  return {
    revokedAt: revokedAt == null ? null : fromEpochMs(revokedAt),
    expiresAt: fromEpochMs(expiresAt),
    user,
  };
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
    const row = await readSessionRow((await opened).sql, claims.sid);
    return sessionRowAdmits(row, claims, now) ? "live" : "ended";
  } catch {
    return "unknown";
  }
}
