import "server-only";
import Credentials from "next-auth/providers/credentials";
import { auditSignIn } from "@/lib/audit";
import { db } from "@/lib/db";
import { clientIp } from "@/lib/http/client";
import { authorizeDevLogin } from "./dev-login-user";
import { hashToken } from "@/lib/security";
import { signInWithPassword } from "./password-sign-in";

type SignedIn = { id: string; role: string; sv: number; mfa: boolean; email: string; name: string };

const asSignedIn = (
  u: { id: string; role: string; sessionVersion: number; email: string; firstName: string | null },
  mfa: boolean,
): SignedIn => ({
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
        // Throws SignInRateLimited (a CredentialsSignin with a code) when this client must wait.
        const user = await signInWithPassword(raw, clientIp(request.headers));
        return user ? asSignedIn(user, false) : null;
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
        const used = await prisma.authToken.updateMany({
          where: { tokenHash: hashToken(token), kind: "signin_link", usedAt: null, expiresAt: { gt: new Date() } },
          data: { usedAt: new Date() },
        });
        if (used.count !== 1) return null;
        const row = await prisma.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
        const user = row
          ? await prisma.user.findFirst({ where: row.userId ? { id: row.userId } : { email: row.email } })
          : null;
        if (!user || user.status !== "active") return null;
        await prisma.user.update({
          where: { id: user.id },
          data: { lastLoginAt: new Date(), emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
        });
        await auditSignIn(prisma, user, "email link");
        return asSignedIn(user, false);
      },
    }),
    Credentials({
      id: "dev",
      name: "Development login",
      credentials: { role: {} },
      async authorize(raw) {
        const user = await authorizeDevLogin(raw);
        // Development logins stand in for the whole sign-in, second factor included.
        return user ? asSignedIn(user, true) : null;
      },
    }),
  ];
}
