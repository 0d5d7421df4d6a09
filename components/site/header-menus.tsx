/**
 * The header's menus of pages: no state, no handlers, plain links. Drawn on the server in the header of
 * pages rendered per request, and loaded as static islands in the prerendered pages' header
 * (`header-static.tsx`).
 */
import { ChevronDown } from "lucide-react";
import { COMPANY_LINKS, PRODUCT_LINKS } from "@/lib/marketing/nav";

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
            <a href={l.href} className="menu-link">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The desktop header's Products and Company menus. */
export function DesktopMenus() {
  return (
    <div className="flex items-center gap-1">
      <MenuOf label="Products" links={PRODUCT_LINKS} />
      <MenuOf label="Company" links={COMPANY_LINKS} />
    </div>
  );
}

/** What the small-screen menu lists after the role's links: every product and company page, Contact. */
export function MobileMenuLinks() {
  return (
    <div className="grid gap-1">
      <p className="mt-3 px-3 text-xs font-semibold text-muted-foreground uppercase">Products</p>
      {PRODUCT_LINKS.map((l) => (
        <a key={l.href} href={l.href} className="menu-item">
          {l.label}
        </a>
      ))}
      <p className="mt-3 px-3 text-xs font-semibold text-muted-foreground uppercase">Company</p>
      {COMPANY_LINKS.map((l) => (
        <a key={l.href} href={l.href} className="menu-item">
          {l.label}
        </a>
      ))}
      <a href="/contact" className="menu-item">
        Contact
      </a>
    </div>
  );
}
