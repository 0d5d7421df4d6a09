import { SITE } from "@/lib/site";

/** THE shared site footer. (Placeholder — the public-site work fills in the links.) */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted-foreground">
        <p>
          <a href={SITE.phoneHref}>{SITE.phone}</a> · <a href={`mailto:${SITE.email}`}>{SITE.email}</a> · {SITE.address}
        </p>
        <p className="mt-2">{SITE.licence}</p>
        <p className="mt-2">{SITE.disclaimer}</p>
      </div>
    </footer>
  );
}
