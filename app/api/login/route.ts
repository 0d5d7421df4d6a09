import { safeCallbackUrl } from "@/lib/auth";

export const dynamic = "force-dynamic";

/** A browser navigation to the sign-in page, keeping a safe same-origin callbackUrl. */
export function GET(request: Request) {
  const url = new URL(request.url);
  const callbackUrl = safeCallbackUrl(url.searchParams.get("callbackUrl"), "");
  const target = callbackUrl ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signin";
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
