import "server-only";
import { devLoginsEnabled } from "@/lib/env";
import { signIn } from "./auth";
import type { DevLoginRole } from "./dev-login-user";
import { portalFor } from "./permissions";

/**
 * GET /api/dev/login-<role>: sign in as the seeded demo user of that role and land on its portal.
 * Only when NODE_ENV=development or DEV_LOGINS=1; otherwise the route does not exist (404).
 */
export function devLoginRoute(role: DevLoginRole) {
  return async function GET() {
    if (!devLoginsEnabled()) return new Response("Not Found", { status: 404 });
    // signIn sets the session cookie and throws Next's redirect to the portal (a fixed path, made
    // absolute on APP_URL by the redirect callback in auth.ts).
    await signIn("dev", { role, redirectTo: portalFor(role) });
    return new Response(null, { status: 204 });
  };
}
