import "server-only";
import { z, text, emailSchema } from "@/lib/validation/client";
import { audit, auditSignIn } from "@/lib/audit";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/http/client";
import { rateLimit } from "@/lib/http/rate-limit";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { SignInRateLimited } from "./sign-in-errors";
import { clearSignInFailures, recordSignInFailure, signInWait } from "./sign-in-throttle";

export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: text().min(1).max(200),
});

/** Attempts per client IP across all e-mails (password spraying), whatever the outcome. */
const PER_IP_LIMIT = 30;
const PER_IP_WINDOW_SECONDS = 15 * 60;

export interface PasswordUser {
  id: string;
  role: string;
  sessionVersion: number;
  email: string;
  firstName: string | null;
}

/**
 * E-mail + password sign-in. Returns the user, or null for wrong credentials; throws
 * SignInRateLimited (with the wait) when this client must slow down. Exactly one password hash is
 * verified per attempt that gets that far, for known and unknown e-mails alike (a dummy hash with
 * today's parameters when there is no usable password), so timing does not reveal accounts.
 */
export async function signInWithPassword(raw: unknown, ip: string): Promise<PasswordUser | null> {
  const parsed = passwordSignInSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;

  const wait = await signInWait(email, ip);
  if (wait > 0) throw new SignInRateLimited(wait);
  try {
    await rateLimit(`signin:ip:${ip}`, PER_IP_LIMIT, PER_IP_WINDOW_SECONDS);
  } catch (error) {
    if (isAppError(error) && error.status === 429)
      throw new SignInRateLimited(error.retryAfterSeconds ?? PER_IP_WINDOW_SECONDS);
    throw error;
  }

  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email } });
  const usable = !!user && user.status === "active" && !!user.passwordHash;
  const matches = await verifyPassword(password, usable && user ? user.passwordHash : await dummyPasswordHash());
  if (!user || !usable || !matches) {
    await recordSignInFailure(email, ip);
    await audit(prisma, {
      actor: user ? { id: user.id, role: user.role } : null,
      action: "auth.signin_failed",
      entity: "User",
      entityId: user?.id,
      note: email,
      ip,
    });
    return null;
  }

  await clearSignInFailures(email, ip);
  // Hashes made with weaker parameters are replaced now that we hold the password.
  const upgrade = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), ...upgrade } });
  await auditSignIn(prisma, user, upgrade.passwordHash ? "password (hash upgraded)" : "password", ip);
  return user;
}
