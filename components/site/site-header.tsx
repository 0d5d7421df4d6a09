"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { ChevronDown, Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { COMPANY_LINKS, PRODUCT_LINKS, mobileLinks, roleLabel, signedInLinks, type NavUser } from "@/lib/marketing/nav";
import { SiteLogo } from "./site-logo";
import "./scroll-header.css";
import { hintPresent } from "@/lib/auth/signed-in-hint";

let pendingUser: Promise<NavUser | null> | null = null;

/** One request per page load however many components ask; signed out (no hint) asks nothing. */
function fetchCurrentUser(): Promise<NavUser | null> {
  if (!hintPresent(document.cookie)) return Promise.resolve(null);
  pendingUser ??= fetch("/api/auth/user", { credentials: "include" })
    .then(async (r) => {
      if (r.ok) return (await r.json()) as NavUser;
      await r.body?.cancel();
      return null;
    })
    .catch(() => null)
    .finally(() => setTimeout(() => (pendingUser = null), 1000));
  return pendingUser;
}

/** Reads the signed-in user in the browser (static pages); 401 means signed out. */
export function useCurrentUser(initial?: NavUser | null) {
  const [user, setUser] = useState<NavUser | null | undefined>(initial);
  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    void fetchCurrentUser().then((u) => live && setUser(u));
    return () => {
      live = false;
    };
  }, [initial]);
  return user;
}

/** A disclosure menu on native <details>: keyboard and screen-reader friendly with no menu library. */
function MenuOf({ label, links }: { label: string; links: readonly { href: string; label: string }[] }) {
  return (
    <details className="group relative">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown className="size-3 group-open:rotate-180 motion-safe:transition-transform" aria-hidden />
      </summary>
      <ul className="absolute top-full left-0 z-50 mt-1 grid min-w-52 gap-0.5 rounded-md border border-border bg-popover p-1 shadow-md">
        {links.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              className="block rounded-sm px-3 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * THE shared site header (spec §2). `user`: a server-rendered page passes the signed-in user (or
 * null); static pages omit it and the header asks GET /api/auth/user. `variant="static"` is the
 * static pages' header with Client Login and Apply Now.
 */
export function SiteHeader({
  user: initial,
  variant = "site",
  cta,
  scrollAnimated = false,
}: {
  user?: NavUser | null;
  variant?: "site" | "static";
  cta?: { href: string; label: string };
  /** The background shifts as the page scrolls (a CSS scroll timeline; none under reduced motion). */
  scrollAnimated?: boolean;
}) {
  const user = useCurrentUser(initial);
  const name = user ? (user.firstName ?? user.email) : null;
  const [menuOpen, setMenuOpen] = useState(false);
  // The small-screen menu lists everything the desktop menus do: the role's links, the header's
  // own buttons, every product and every company page.
  const menuLinks = [
    ...mobileLinks(user?.role ?? null),
    ...(user ? signedInLinks(user.role) : cta ? [cta] : [{ href: "/signin", label: "Login" }]),
  ].filter((l, i, all) => all.findIndex((o) => o.href === l.href) === i);
  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur"
      data-scroll-animated={scrollAnimated || undefined}
    >
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <SiteLogo className="text-lg" />
        <nav aria-label="Main" className="hidden items-center gap-1 text-sm lg:flex">
          <MenuOf label="Products" links={PRODUCT_LINKS} />
          <MenuOf label="Company" links={COMPANY_LINKS} />
          {variant === "static" && !user ? (
            <>
              <Button asChild variant="outline" size="sm">
                <a href="/api/login">Client Login</a>
              </Button>
              <Button asChild size="sm">
                <Link href="/application">Apply Now</Link>
              </Button>
            </>
          ) : user ? (
            <>
              {signedInLinks(user.role).map((l) => (
                <Button key={l.href} asChild variant="ghost" size="sm">
                  <Link href={l.href}>{l.label}</Link>
                </Button>
              ))}
              <span className="px-2 font-medium" data-testid="header-user">
                {name}
              </span>
              <Button asChild variant="outline" size="sm">
                <a href="/api/logout">Logout</a>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link href="/contact">Contact</Link>
              </Button>
              <Button asChild size="sm" variant={cta ? "outline" : "default"}>
                <Link href="/signin">Login</Link>
              </Button>
              {cta ? (
                <Button asChild size="sm">
                  <Link href={cta.href}>{cta.label}</Link>
                </Button>
              ) : null}
            </>
          )}
        </nav>
        <details
          className="group lg:hidden"
          data-mobile-menu
          open={menuOpen}
          onToggle={(e) => setMenuOpen(e.currentTarget.open)}
        >
          <summary
            className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </summary>
          <div className="absolute inset-x-0 top-full z-50 max-h-[80vh] overflow-y-auto border-b border-border bg-background p-4 shadow-lg">
            <p className="text-sm text-muted-foreground">
              {user ? `Welcome, ${name} (${roleLabel(user.role)})` : "Business finance for Australian SMEs"}
            </p>
            <nav
              aria-label="Mobile"
              className="mt-2 grid gap-1"
              // Following a link closes the menu (the header stays mounted across client navigations).
              onClick={(e) => {
                if ((e.target as Element).closest("a")) setMenuOpen(false);
              }}
            >
              {menuLinks.map((l) =>
                // A portal tab's link (/partner#performance) is a plain anchor: the browser's own hash
                // navigation fires hashchange, which the portal's tabs follow (useHashTab).
                l.href.includes("#") ? (
                  <a key={l.href + l.label} href={l.href} className="rounded-md px-3 py-2 hover:bg-muted">
                    {l.label}
                  </a>
                ) : (
                  <Link key={l.href + l.label} href={l.href} className="rounded-md px-3 py-2 hover:bg-muted">
                    {l.label}
                  </Link>
                ),
              )}
              <p className="mt-3 px-3 text-xs font-semibold text-muted-foreground uppercase">Products</p>
              {PRODUCT_LINKS.map((l) => (
                <Link key={l.href} href={l.href} className="rounded-md px-3 py-1.5 text-sm hover:bg-muted">
                  {l.label}
                </Link>
              ))}
              <p className="mt-3 px-3 text-xs font-semibold text-muted-foreground uppercase">Company</p>
              {COMPANY_LINKS.map((l) => (
                <Link key={l.href} href={l.href} className="rounded-md px-3 py-1.5 text-sm hover:bg-muted">
                  {l.label}
                </Link>
              ))}
              <Link href="/contact" className="rounded-md px-3 py-1.5 text-sm hover:bg-muted">
                Contact
              </Link>
              {user ? (
                <a href="/api/logout" className="mt-3 rounded-md px-3 py-2 font-medium hover:bg-muted">
                  Sign Out
                </a>
              ) : null}
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
