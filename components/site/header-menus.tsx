/** The header's menus of pages: no state, no handlers, plain links; server components. */
import { ChevronDown } from "@/components/ui/icons";
import { COMPANY_LINKS, PRODUCT_LINKS } from "@/lib/marketing/nav";

/** A disclosure menu on native <details>: keyboard and screen-reader friendly with no menu library. */
function MenuOf({ label, links }: { label: string; links: readonly { href: string; label: string }[] }) {
  return (
    <details className="group relative">
      <summary className="menu-trigger h-9 gap-1 px-3 text-sm font-medium">
        {label}
        <ChevronDown className="menu-chevron" />
      </summary>
      <ul className="menu-panel">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
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
    <div className="menu-links">
      <p className="menu-heading">Products</p>
      {PRODUCT_LINKS.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
      <p className="menu-heading">Company</p>
      {COMPANY_LINKS.map((l) => (
        <a key={l.href} href={l.href}>
          {l.label}
        </a>
      ))}
      <a href="/contact">Contact</a>
    </div>
  );
}
