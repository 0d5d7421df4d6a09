import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import { env, secureCookies } from "@/lib/env";
import { verifyMfaProof } from "./mfa-proof";
import { authProviders } from "./providers";

/** Idle sessions end after two hours; active ones are renewed (sliding) at most every ten minutes. */
export const SESSION_MAX_AGE_SECONDS = 2 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 10 * 60;

declare module "next-auth" {
  interface User {
    role?: string;
    sv?: number;
    mfa?: boolean;
  }
  interface Session {
    uid?: string;
    role?: string;
    sv?: number;
    mfa?: boolean;
  }
}

function config(): NextAuthConfig {
  return {
    secret: env().AUTH_SECRET,
    trustHost: true,
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers: authProviders(),
    callbacks: {
      // The token carries only ids and the session version; everything else is read fresh from the
      // database on each request (lib/auth/session.ts), so disabling a user takes effect at once.
      async jwt({ token, user, trigger, session }) {
        if (user?.id) {
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
        session.role = typeof token.role === "string" ? token.role : undefined;
        session.sv = typeof token.sv === "number" ? token.sv : undefined;
        session.mfa = token.mfa === true;
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth(() => config());
