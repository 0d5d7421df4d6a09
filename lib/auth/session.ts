import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { connection } from "@/lib/db";
import { isRole, type Role } from "./permissions";
import { readSessionClaims } from "./session-token";
import { readSessionRow, sessionRowAdmits } from "./session-row";

export interface SessionUser {
  id: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Second factor done (always true for roles that do not need one). */
  mfa: boolean;
  /** The server-side session row this request runs under (logout revokes it). */
  sessionId: string;
}

export const ROLES_NEEDING_MFA: readonly Role[] = ["staff", "admin"];

/**
 * The signed-in user, read fresh from the database. A session is refused when its server-side row is
 * gone, revoked (logout) or past its absolute lifetime, or when the user is gone, disabled, or signed
 * out everywhere since the cookie was issued (session version changed).
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await readSessionClaims();
  if (typeof session?.uid !== "string" || typeof session.sid !== "string") return null;
  const row = await readSessionRow((await connection()).sql, session.sid);
  if (!row || !sessionRowAdmits(row, session)) return null;
  const user = row.user;
  if (!isRole(user.role)) return null;
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mfa: ROLES_NEEDING_MFA.includes(user.role) ? session.mfa === true : true,
    sessionId: session.sid,
  };
});

/**
 * The signed-in user as every page, route handler and action must see them: staff and admin count
 * as signed in only after their second factor, so until then this answers null (a handler answers
 * 401). Pages pass `finishSecondFactor` to send such a user on to /signin/2fa instead.
 */
export async function getVerifiedUser(options: { finishSecondFactor?: boolean } = {}): Promise<SessionUser | null> {
  const user = await getSessionUser();
  if (user && !user.mfa) {
    if (options.finishSecondFactor) redirect("/signin/2fa");
    return null;
  }
  return user;
}
