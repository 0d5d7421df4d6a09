import "server-only";
import Credentials from "next-auth/providers/credentials";
import { z } from "@/lib/validation/zod";
import { singleLine, text } from "@/lib/validation/text";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { DEMO_USERS } from "@/lib/db/seed-data/people";
import { devLoginsEnabled } from "@/lib/env";
import { rateLimit } from "@/lib/http/rate-limit";
import { hashToken } from "./email-link";
import { verifyPassword } from "./password";

const passwordForm = z.object({ email: singleLine().trim().toLowerCase().email(), password: text().min(1).max(200) });
const devForm = z.object({ role: z.enum(["client", "partner", "staff", "admin"]) });

type SignedIn = { id: string; role: string; sv: number; mfa: boolean; email: string; name: string };

const asSignedIn = (u: { id: string; role: string; sessionVersion: number; email: string; firstName: string | null }, mfa: boolean): SignedIn => ({
  id: u.id,
  role: u.role,
  sv: u.sessionVersion,
  mfa,
  email: u.email,
  name: u.firstName ?? u.email,
});

export function authProviders() {
  return [
    Credentials({
      id: "password",
      name: "Email and password",
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = passwordForm.safeParse(raw);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        const ip = request?.headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "local";
        await rateLimit(`signin:ip:${ip}`, 30, 15 * 60);
        await rateLimit(`signin:email:${email}`, 10, 15 * 60);
        const prisma = await db();
        const user = await prisma.user.findUnique({ where: { email } });
        const ok = !!user && user.status === "active" && (await verifyPassword(password, user.passwordHash));
        if (!ok || !user) {
          await audit(prisma, { actor: user ? { id: user.id, role: user.role } : null, action: "auth.signin_failed", entity: "User", entityId: user?.id, note: email, ip });
          return null;
        }
        await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
        await audit(prisma, { actor: { id: user.id, role: user.role }, action: "auth.signin", entity: "User", entityId: user.id, note: "password", ip });
        return asSignedIn(user, false);
      },
    }),
    Credentials({
      id: "link",
      name: "E-mailed sign-in link",
      credentials: { token: {} },
      async authorize(raw) {
        const token = typeof raw?.token === "string" ? raw.token : "";
        if (token.length < 20 || token.length > 100) return null;
        const prisma = await db();
        // Single use: only the request that flips usedAt from null gets the session.
        const used = await prisma.authToken.updateMany({ where: { tokenHash: hashToken(token), kind: "signin_link", usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } });
        if (used.count !== 1) return null;
        const row = await prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
        const user = row ? await prisma.user.findFirst({ where: row.userId ? { id: row.userId } : { email: row.email } }) : null;
        if (!user || user.status !== "active") return null;
        await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), emailVerifiedAt: user.emailVerifiedAt ?? new Date() } });
        await audit(prisma, { actor: { id: user.id, role: user.role }, action: "auth.signin", entity: "User", entityId: user.id, note: "email link" });
        return asSignedIn(user, false);
      },
    }),
    Credentials({
      id: "dev",
      name: "Development login",
      credentials: { role: {} },
      async authorize(raw) {
        if (!devLoginsEnabled()) return null;
        const parsed = devForm.safeParse(raw);
        if (!parsed.success) return null;
        const demo = DEMO_USERS.find((u) => u.role === parsed.data.role);
        if (!demo) return null;
        const prisma = await db();
        const user = await prisma.user.findUnique({ where: { email: demo.email } });
        if (!user || user.status !== "active") return null;
        await audit(prisma, { actor: { id: user.id, role: user.role }, action: "auth.signin", entity: "User", entityId: user.id, note: "development login" });
        // Development logins stand in for the whole sign-in, second factor included.
        return asSignedIn(user, true);
      },
    }),
  ];
}
