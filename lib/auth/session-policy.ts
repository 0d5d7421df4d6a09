/**
 * Idle sessions end after two hours; active ones are renewed (sliding) at most every ten minutes, by
 * the proxy (lib/auth/session-token.ts). Independently, each session's server-side row ends it after
 * an absolute lifetime (sessions.ts).
 */
/** The session cookie's name as next-auth writes it (with `__Secure-` over https, `.0`, `.1`… when long). */
export const SESSION_COOKIE_NAME = "authjs.session-token";

export const SESSION_MAX_AGE_SECONDS = 2 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 10 * 60;
