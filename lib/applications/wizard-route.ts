/**
 * Which page answers /application (issue 19, ADR 037). Most visitors arrive with nothing to restore:
 * they get the wizard prerendered like the marketing pages (cached, painted before its JavaScript
 * loads, hashed CSP). A browser with a draft cookie (ADR 014) or a session may have a draft to open
 * at its saved step, so proxy.ts rewrites its request, at the same address, to the page rendered per
 * request that restores it. The cookie names are enough to decide; the page still checks the draft
 * itself, and a cookie that no longer matches a draft opens an empty wizard there.
 */
import { hasSessionCookie } from "@/lib/auth/client";
import { DRAFT_COOKIE } from "./draft-token";

export const WIZARD_PATH = "/application";
/** The wizard rendered per request, restoring this browser's draft (not linked to: reached by rewrite). */
export const WIZARD_RESTORE_PATH = "/application/continue";

/** The path whose page answers `pathname`: the restoring wizard for /application with a draft or session. */
export function wizardPagePath(pathname: string, cookieNames: readonly string[]): string {
  if (pathname !== WIZARD_PATH) return pathname;
  return cookieNames.includes(DRAFT_COOKIE) || hasSessionCookie(cookieNames) ? WIZARD_RESTORE_PATH : pathname;
}
