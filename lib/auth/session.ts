import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { auth } from "./auth";
import { isRole, type Role } from "./permissions";

export interface SessionUser {
  id: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Second factor done (always true for roles that do not need one). */
  mfa: boolean;
}

export const ROLES_NEEDING_MFA: readonly Role[] = ["staff", "admin"];

/**
 * The signed-in user, read fresh from the database. A session is refused when the user is gone,
 * disabled, or signed out everywhere since the cookie was issued (session version changed).
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth().catch(() => null);
  if (!session?.uid) return null;
  const prisma = await db();
  const user = await prisma.user.findUnique({
    where: { id: session.uid },
    select: { id: true, role: true, status: true, sessionVersion: true, firstName: true, lastName: true, email: true },
  });
  if (!user || user.status !== "active" || user.sessionVersion !== session.sv || !isRole(user.role)) return null;
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mfa: ROLES_NEEDING_MFA.includes(user.role) ? session.mfa === true : true,
  };
});
