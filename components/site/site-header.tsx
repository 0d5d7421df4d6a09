import Link from "next/link";
import { ChevronDown } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { COMPANY_LINKS, PRODUCT_LINKS, type NavUser } from "@/lib/marketing/nav";
import { HeaderAccount, MobileMenu, type HeaderButtonClasses } from "./header-islands";
import { SiteLogo } from "./site-logo";
import "./scroll-header.css";

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

const BUTTONS: HeaderButtonClasses = {
  ghost: buttonVariants({ variant: "ghost", size: "sm" }),
  outline: buttonVariants({ variant: "outline", size: "sm" }),
  primary: buttonVariants({ size: "sm" }),
};

/**
 * THE shared site header (spec §2), drawn on the server; who is signed in and the small-screen menu's
 * state are its two client islands (`header-islands.tsx`). `user`: a server-rendered page passes the
 * signed-in user (or null); static pages omit it and the islands ask GET /api/auth/user.
 * `variant="static"` is the static pages' header with Client Login and Apply Now.
 */
export function SiteHeader({
  user,
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
          <HeaderAccount initial={user} variant={variant} cta={cta} classes={BUTTONS} />
        </nav>
        {/* The small-screen menu lists everything the desktop menus do: the role's links, the header's
            own buttons, every product and every company page. */}
        <MobileMenu initial={user} cta={cta}>
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
        </MobileMenu>
      </div>
    </header>
  );
}
