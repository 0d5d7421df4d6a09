import { NextResponse, type NextRequest } from "next/server";

/**
 * Coarse routing only. Every page, handler and action checks the session and permissions itself:
 * this file is never the only gate. (Identity work adds role redirects and security headers here.)
 */
export function proxy(request: NextRequest) {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
