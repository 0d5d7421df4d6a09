import "server-only";
import type { SessionUser } from "@/lib/auth";
import { secureCookies } from "@/lib/env";
import type { DraftCaller } from "./drafts";
import { draftCookieHeader, draftTokenFromCookies } from "./draft-token";

/** Who is asking about a draft: the session and the draft cookie the request carries. */
export const draftCaller = (request: Request, user: SessionUser | null, ip: string): DraftCaller => ({
  user,
  cookieToken: draftTokenFromCookies(request.headers.get("cookie")),
  ip,
});

/** Headers that set the draft cookie when there is a new token (none otherwise). */
export const draftCookieHeaders = (token: string | null): Record<string, string> =>
  token ? { "Set-Cookie": draftCookieHeader(token, { secure: secureCookies() }) } : {};
