"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { COMPANY_LINKS, PRODUCT_LINKS, mobileLinks, roleLabel, signedInLinks, type NavUser } from "@/lib/marketing/nav";
import { SITE } from "@/lib/site";

export type HeaderUser = NavUser;

/** Reads the signed-in user in the browser (static pages); 401 means signed out. */
export function useCurrentUser(initial?: NavUser | null) {
  const [user, setUser] = useState<NavUser | null | undefined>(initial);
  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    fetch("/api/auth/user", { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<NavUser>) : null))
      .then((u) => live && setUser(u))
      .catch(() => live && setUser(null));
    return () => {
      live = false;
    };
  }, [initial]);
  return user;
}

function MenuOf({ label, links }: { label: string; links: readonly { href: string; label: string }[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {links.map((l) => (
          <DropdownMenuItem key={l.href} asChild>
            <Link href={l.href}>{l.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * THE shared site header (spec §2). `user`: a server-rendered page passes the signed-in user (or
 * null); static pages omit it and the header asks GET /api/auth/user. `variant="static"` is the
 * static pages' header with Client Login and Apply Now.
 */
export function SiteHeader({ user: initial, variant = "site", cta }: { user?: NavUser | null; variant?: "site" | "static"; cta?: { href: string; label: string } }) {
  const user = useCurrentUser(initial);
  const name = user ? (user.firstName ?? user.email) : null;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-primary">
          {SITE.name}
        </Link>
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
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
              <Menu aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent side="right">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>{user ? `Welcome, ${name} (${roleLabel(user.role)})` : "Business finance for Australian SMEs"}</SheetDescription>
            <nav aria-label="Mobile" className="grid gap-1">
              {mobileLinks(user?.role ?? null).map((l) => (
                <Link key={l.href + l.label} href={l.href} className="rounded-md px-3 py-2 hover:bg-muted">
                  {l.label}
                </Link>
              ))}
              <p className="mt-3 px-3 text-xs font-semibold uppercase text-muted-foreground">Products</p>
              {PRODUCT_LINKS.map((l) => (
                <Link key={l.href} href={l.href} className="rounded-md px-3 py-1.5 text-sm hover:bg-muted">
                  {l.label}
                </Link>
              ))}
              <p className="mt-3 px-3 text-xs font-semibold uppercase text-muted-foreground">Company</p>
              {COMPANY_LINKS.slice(0, 6).map((l) => (
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
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
