"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Menu, X } from "@/components/ui/icons";
import { mobileLinks, roleLabel, signedInLinks, type NavUser } from "@/lib/marketing/nav";
import { useCurrentUser } from "./current-user";
import { LogoutForm } from "@/components/site/logout-form";

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
        <a href="/api/login" className={classes.outline}>
          Client Login
        </a>
        <Link href="/application" className={classes.primary}>
          Apply Now
        </Link>
      </>
    );
  if (user)
    return (
      <>
        {signedInLinks(user.role).map((l) => (
          <Link key={l.href} href={l.href} className={classes.ghost}>
            {l.label}
          </Link>
        ))}
        <span className="px-2 font-medium" data-testid="header-user">
          {user.firstName ?? user.email}
        </span>
        <LogoutForm className={classes.outline}>Logout</LogoutForm>
      </>
    );
  return (
    <>
      <Link href="/contact" className={classes.ghost}>
        Contact
      </Link>
      <Link href="/signin" className={cta ? classes.outline : classes.primary}>
        Login
      </Link>
      {cta ? (
        <Link href={cta.href} className={classes.primary}>
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
  const details = useRef<HTMLDetailsElement>(null);
  // A tap before this island hydrated opens the native <details>, and its toggle event goes unheard:
  // the menu's state is read from the element once, so the button says "Close menu" when it is open.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const name = user ? (user.firstName ?? user.email) : null;
  const first = [
    ...mobileLinks(user?.role ?? null),
    ...(user ? signedInLinks(user.role) : cta ? [cta] : [{ href: "/signin", label: "Login" }]),
  ].filter((l, i, all) => all.findIndex((o) => o.href === l.href) === i);
  return (
    <details
      ref={details}
      className="group lg:hidden"
      data-mobile-menu
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="menu-trigger size-10 justify-center" aria-label={open ? "Close menu" : "Open menu"}>
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
      </summary>
      <div className="mobile-menu-panel">
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
            <LogoutForm className="mt-3 rounded-md px-3 py-2 text-left font-medium hover:bg-muted">Sign Out</LogoutForm>
          ) : null}
        </nav>
      </div>
    </details>
  );
}
