import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import { env, secureCookies } from "@/lib/env";
import { logger } from "@/lib/observability";
import { verifyMfaProof } from "./mfa-proof";
import { authProviders } from "./providers";
import { absoluteAppUrl, safeCallbackUrl } from "./redirects";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-policy";
import { startSession } from "./sessions";

declare module "next-auth" {
  interface User {
    role?: string;
    sv?: number;
    mfa?: boolean;
  }
  interface Session {
    uid?: string;
    sid?: string;
    role?: string;
    sv?: number;
    mfa?: boolean;
  }
}

/**
 * next-auth builds its own URLs (a failed sign-in's redirect to /signin?error=…, the sign-in and
 * callback URLs of /api/auth/providers, server-side signIn/signOut) from AUTH_URL, or else from the
 * request it was handed, which behind our server is the loopback address Next listens on (ADR 041).
 * So AUTH_URL is always APP_URL's /api/auth (issue #39 item 12a); next-auth reads it per request.
 */
export function authUrl(appUrl = env().APP_URL): string {
  return new URL("/api/auth", appUrl).toString();
}

function config(): NextAuthConfig {
  process.env.AUTH_URL = authUrl();
  return {
    secret: env().AUTH_SECRET,
    trustHost: true,
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers: authProviders(),
    // A refused sign-in is routine (and audited as auth.signin_failed), not a server error to log.
    logger: {
      error(error) {
        if ((error as { type?: string }).type !== "CredentialsSignin")
          logger.error({ err: error }, "auth: next-auth error");
      },
    },
    callbacks: {
      // The token carries only ids and the session version; everything else is read fresh from the
      // database on each request (lib/auth/session.ts), so disabling a user takes effect at once.
      async jwt({ token, user, trigger, session }) {
        if (user?.id) {
          // A sign-in: a new server-side session row, named in the cookie (logout revokes it).
          token.sid = await startSession({ id: user.id, role: user.role ?? "" });
          token.uid = user.id;
          token.role = user.role;
          token.sv = user.sv ?? 0;
          token.mfa = user.mfa ?? false;
        }
        // Only the server can mark a second factor as done: the update must carry its signed proof.
        if (trigger === "update" && session && typeof session === "object" && typeof token.uid === "string") {
          const s = session as { mfa?: unknown; mfaTs?: unknown; mfaProof?: unknown };
          if (s.mfa === true && verifyMfaProof(env().AUTH_SECRET!, token.uid, s.mfaTs, s.mfaProof)) token.mfa = true;
        }
        return token;
      },
      async session({ session, token }) {
        session.uid = typeof token.uid === "string" ? token.uid : undefined;
        session.sid = typeof token.sid === "string" ? token.sid : undefined;
        session.role = typeof token.role === "string" ? token.role : undefined;
        session.sv = typeof token.sv === "number" ? token.sv : undefined;
        session.mfa = token.mfa === true;
        return session;
      },
      // Every redirect next-auth makes (sign-in, dev logins, sign-out) is resolved against APP_URL,
      // then must stay on it; the request's Host / X-Forwarded-Host never decides where we send people.
      redirect({ url }) {
        return absoluteAppUrl(safeCallbackUrl(url, "/"));
      },
    },
  };
}

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth(() => config());
