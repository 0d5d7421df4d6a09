import Link from "next/link";
import { SITE } from "@/lib/site";

/** Who is signed in, as far as the header needs to know. */
export interface HeaderUser {
  firstName: string | null;
  email: string;
  role: string;
}

/**
 * THE shared site header. `user`: a server-rendered page passes the signed-in user (or null when
 * signed out); static pages omit it and the header asks GET /api/auth/user in the browser.
 * (Placeholder — the public-site work replaces the body, keeping these props.)
 */
export function SiteHeader({ user }: { user?: HeaderUser | null }) {
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link href="/" className="text-lg font-bold text-primary">
          {SITE.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm">
          {user ? (
            <>
              <Link href="/application">New Application</Link>
              <span>{user.firstName ?? user.email}</span>
              <a href="/api/logout">Logout</a>
            </>
          ) : (
            <>
              <Link href="/contact">Contact</Link>
              <Link href="/signin">Login</Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
