import { buttonVariants } from "@/components/ui/button";
import type { NavUser } from "@/lib/marketing/nav";
import { HeaderAccount, MobileMenu, type HeaderButtonClasses } from "./header-islands";
import { DesktopMenus, MobileMenuLinks } from "./header-menus";
import { SiteLogo } from "./site-logo";
import "./scroll-header.css";

const BUTTONS: HeaderButtonClasses = {
  ghost: buttonVariants({ variant: "ghost", size: "sm" }),
  outline: buttonVariants({ variant: "outline", size: "sm" }),
  primary: buttonVariants({ size: "sm" }),
};

/**
 * THE shared site header (spec §2), drawn on the server; who is signed in and the small-screen menu's
 * state are its two client components (`header-islands.tsx`); its menus of pages are server
 * components (`header-menus.tsx`). `user`: a server-rendered page passes the
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
    <header className="site-header" data-scroll-animated={scrollAnimated || undefined}>
      <div className="site-header-bar">
        <SiteLogo className="text-lg" />
        <nav aria-label="Main" className="site-nav">
          <DesktopMenus />
          <HeaderAccount initial={user} variant={variant} cta={cta} classes={BUTTONS} />
        </nav>
        {/* The small-screen menu lists everything the desktop menus do: the role's links, the header's
            own buttons, every product and every company page. */}
        {/* A copy of `cta`: the flight data writes a repeated object as a path back to its first use,
            twice as long as the object itself. */}
        <MobileMenu initial={user} cta={cta && { ...cta }}>
          <MobileMenuLinks />
        </MobileMenu>
      </div>
    </header>
  );
}
