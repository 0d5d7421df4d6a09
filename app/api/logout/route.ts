import { signOut, endSession, getSessionUser } from "@/lib/auth";
import { isCrossSite } from "@/lib/http/client";

export const dynamic = "force-dynamic";

/**
 * Logging out is a POST from our own pages (issue #39 item 12d): every Logout button is a form
 * (components/site/logout-form.tsx), and the origin check refuses another site's. GET never signs
 * anyone out, whatever Sec-Fetch-Site says (or leaves out): an old link, a bookmark or another site's
 * image gets a page that asks, with a real form that POSTs here.
 */
export function GET() {
  return new Response(CONFIRM_PAGE, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const CONFIRM_PAGE = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Log out? | BizFund</title></head><body><main><h1>Log out?</h1><form method="post" action="/api/logout"><button type="submit">Log out</button></form><p><a href="/">Back to the homepage</a></p></main></body></html>`;

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
