import { signOut } from "@/lib/auth/auth";
import { endSession } from "@/lib/auth/account";
import { getSessionUser } from "@/lib/auth/session";
import { isCrossSite } from "@/lib/http/request";

export const dynamic = "force-dynamic";

/**
 * GET /api/logout signs out and returns to "/" — but only for same-site navigations (a link on our
 * own pages). A cross-site page cannot log people out: it gets a confirmation page instead.
 */
export async function GET(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") {
    return new Response(
      `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Sign out</title></head><body><main><h1>Sign out?</h1><form method="post" action="/api/logout"><button type="submit">Sign out</button></form><p><a href="/">Back to the homepage</a></p></main></body></html>`,
      { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
    );
  }
  return doSignOut();
}

export async function POST(request: Request) {
  if (isCrossSite(request)) return new Response("Forbidden", { status: 403 });
  return doSignOut();
}

/** Ends this session on the server (a copy of the cookie stops working too), then clears the cookie. */
async function doSignOut() {
  const user = await getSessionUser();
  if (user) await endSession(user);
  await signOut({ redirectTo: "/" });
  return new Response(null, { status: 303, headers: { Location: "/" } });
}
