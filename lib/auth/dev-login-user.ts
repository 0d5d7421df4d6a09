import "server-only";
import { z } from "@/lib/validation/client";
import { auditSignIn } from "@/lib/audit";
import { db } from "@/lib/db";
import { DEMO_USERS } from "@/lib/db/client";
import { devLoginsEnabled } from "@/lib/env";

/** The only development logins (README, spec): there is no admin one, and no other role value works. */
export const DEV_LOGIN_ROLES = ["client", "partner", "staff"] as const;
export type DevLoginRole = (typeof DEV_LOGIN_ROLES)[number];
const devForm = z.object({ role: z.enum(DEV_LOGIN_ROLES) });

/**
 * The demo user a development login signs in as, or null. Reachable as POST
 * /api/auth/callback/dev with any form body, so everything is checked here, not in the buttons.
 */
export async function authorizeDevLogin(raw: unknown) {
  if (!devLoginsEnabled()) return null;
  const parsed = devForm.safeParse(raw);
  if (!parsed.success) return null;
  const demo = DEMO_USERS.find((u) => u.role === parsed.data.role);
  if (!demo) return null;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email: demo.email } });
  // Belt and braces: whatever the seed says, a development login never yields an admin.
  if (!user || user.status !== "active" || !(DEV_LOGIN_ROLES as readonly string[]).includes(user.role)) return null;
  await auditSignIn(prisma, user, "development login");
  return user;
}
