import Link from "next/link";
import { COMPANY_LINKS, LEGAL_LINKS, PRODUCT_LINKS } from "@/lib/marketing/nav";
import { SITE } from "@/lib/site";
import { PROMISES } from "@/lib/marketing/promises";

const COLUMNS = [
  { title: "Products", links: PRODUCT_LINKS },
  { title: "Company", links: [...COMPANY_LINKS, { href: "/contact", label: "Contact" }] },
  { title: "Legal", links: LEGAL_LINKS },
];

/** THE shared site footer (a server component): links, 1300 number, e-mail, Melbourne address, licence line. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/40 below-fold">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-primary">{SITE.name}</p>
          <p className="mt-2 text-muted-foreground">
            One application, {PROMISES.lenders} lenders, honest indicative quotes.
          </p>
          <p className="mt-3">
            <a className="inline-block py-0.5 underline" href={SITE.phoneHref}>
              {SITE.phone}
            </a>
          </p>
          <p>
            <a className="inline-block py-0.5 underline" href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
          </p>
          <p className="mt-2 text-muted-foreground">{SITE.address}</p>
        </div>
        {COLUMNS.map(({ title, links }) => (
          <nav key={title} aria-label={title}>
            <h2 className="font-semibold">{title}</h2>
            <ul className="link-list mt-2 grid gap-1">
              {links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-7xl border-t border-border px-4 py-6 text-xs text-muted-foreground">
        <p>{SITE.licence}</p>
        <p className="mt-2">{SITE.disclaimer}</p>
      </div>
    </footer>
  );
}
