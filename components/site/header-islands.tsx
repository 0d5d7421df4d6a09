"use client";
import Link from "next/link";
import { useState } from "react";
import { Menu, X } from "lucide-react";
import { mobileLinks, roleLabel, signedInLinks, type NavUser } from "@/lib/marketing/nav";
import { useCurrentUser } from "./current-user";

/**
 * The header's only client code (issue 19): what depends on who is signed in, and the small-screen
 * menu's open state. Everything else in the header is drawn on the server. Button looks come in as
 * class names worked out there, so these islands ship no class-merging code.
 */
export type HeaderButtonClasses = { ghost: string; outline: string; primary: string };

/** The desktop header's account buttons: sign-in and the call to apply, or the user's links. */
export function HeaderAccount({
  initial,
  variant,
  cta,
  classes,
}: {
  initial?: NavUser | null;
  variant: "site" | "static";
  cta?: { href: string; label: string };
  classes: HeaderButtonClasses;
}) {
  const user = useCurrentUser(initial);
  if (variant === "static" && !user)
    return (
      <>
        <a href="/api/login" data-slot="button" className={classes.outline}>
          Client Login
        </a>
        <Link href="/application" data-slot="button" className={classes.primary}>
          Apply Now
        </Link>
      </>
    );
  if (user)
    return (
      <>
        {signedInLinks(user.role).map((l) => (
          <Link key={l.href} href={l.href} data-slot="button" className={classes.ghost}>
            {l.label}
          </Link>
        ))}
        <span className="px-2 font-medium" data-testid="header-user">
          {user.firstName ?? user.email}
        </span>
        <a href="/api/logout" data-slot="button" className={classes.outline}>
          Logout
        </a>
      </>
    );
  return (
    <>
      <Link href="/contact" data-slot="button" className={classes.ghost}>
        Contact
      </Link>
      <Link href="/signin" data-slot="button" className={cta ? classes.outline : classes.primary}>
        Login
      </Link>
      {cta ? (
        <Link href={cta.href} data-slot="button" className={classes.primary}>
          {cta.label}
        </Link>
      ) : null}
    </>
  );
}

/**
 * The small-screen menu: everything the desktop menus list (`children`, drawn on the server) after
 * the role's links and the header's own buttons; the burger turns into a close icon while it is open.
 */
export function MobileMenu({
  initial,
  cta,
  children,
}: {
  initial?: NavUser | null;
  cta?: { href: string; label: string };
  children: React.ReactNode;
}) {
  const user = useCurrentUser(initial);
  const [open, setOpen] = useState(false);
  const name = user ? (user.firstName ?? user.email) : null;
  const first = [
    ...mobileLinks(user?.role ?? null),
    ...(user ? signedInLinks(user.role) : cta ? [cta] : [{ href: "/signin", label: "Login" }]),
  ].filter((l, i, all) => all.findIndex((o) => o.href === l.href) === i);
  return (
    <details className="group lg:hidden" data-mobile-menu open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
        aria-label={open ? "Close menu" : "Open menu"}
      >
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
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
            if ((e.target as Element).closest("a")) setOpen(false);
          }}
        >
          {first.map((l) =>
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
          {children}
          {user ? (
            <a href="/api/logout" className="mt-3 rounded-md px-3 py-2 font-medium hover:bg-muted">
              Sign Out
            </a>
          ) : null}
        </nav>
      </div>
    </details>
  );
}
