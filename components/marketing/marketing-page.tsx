import Link from "next/link";
import { CheckCircle2 } from "@/components/ui/icons";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Block, LinkRef, PageContent } from "@/lib/marketing/types";
import { calculatorSetup } from "@/lib/marketing/calculator-setup";
import { SITE } from "@/lib/site";
import { cx } from "@/lib/utils/cx";
import { EquipmentCalculator, ProductRepaymentCalculator, WorkingCapitalCalculator } from "./calculators";
import { FaqAccordion } from "./faq-accordion";
import { ContactComplaints } from "@/components/complaints/contact-complaints";
import { BrokerForm, ContactForm, NewsletterForm, PartnerForm } from "./forms";
import { IndustryArt } from "./industry-art";
import { JsonLd, faqJsonLd } from "./json-ld";
import { PricingTiers } from "./pricing-tiers";

/**
 * THE way content links render: pages of this site through next/link; API routes (files, server
 * redirects), telephone links and in-page anchors as plain anchors, never a client-side navigation.
 */
function SiteLink({
  link,
  className,
  label,
  children,
}: {
  link: LinkRef;
  className?: string;
  label?: string;
  children: React.ReactNode;
}) {
  if (link.href.startsWith("/") && !link.href.startsWith("/api/")) {
    return (
      <Link className={className} href={link.href} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={link.href} download={link.download ? "" : undefined} aria-label={label}>
      {children}
    </a>
  );
}

function Cta({ link, variant = "default" }: { link: LinkRef; variant?: "default" | "outline" }) {
  return (
    <Button asChild variant={variant} size="lg">
      <SiteLink link={link}>{link.label}</SiteLink>
    </Button>
  );
}

function BlockView({ block, index }: { block: Block; index: number }) {
  const headingId = `${block.id ?? `section-${index}`}-heading`;
  const wrap = (children: React.ReactNode) => (
    // The first block shares the first screen with the hero; the rest lay out as they near it.
    <section id={block.id} aria-labelledby={headingId} className={cx("scroll-mt-20 py-10", index > 0 && "below-fold")}>
      <h2 id={headingId} className="mb-6 text-title font-bold">
        {block.heading}
      </h2>
      {children}
    </section>
  );
  switch (block.kind) {
    case "cards":
      return wrap(
        <>
          {block.intro ? <p className="mb-4 text-muted-foreground">{block.intro}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {block.items.map((c) => (
              <Card key={c.title}>
                <CardHeader>
                  {block.art === "industry" ? <IndustryArt industry={c.title} /> : null}
                  <CardTitle as="h3">{c.title}</CardTitle>
                  {c.meta ? <CardDescription>{c.meta}</CardDescription> : null}
                </CardHeader>
                <CardContent className="grid gap-3 text-sm">
                  <p>{c.text}</p>
                  {c.link ? (
                    <SiteLink link={c.link} className="font-medium underline" label={`${c.link.label}: ${c.title}`}>
                      {c.link.label}
                      <span className="sr-only">: {c.title}</span>
                    </SiteLink>
                  ) : null}
                  {c.apply ? (
                    <Button asChild size="sm" className="justify-self-start">
                      <SiteLink link={c.apply} label={`${c.apply.label}: ${c.title}`}>
                        {c.apply.label}
                      </SiteLink>
                    </Button>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </div>
        </>,
      );
    case "pricing":
      return wrap(<PricingTiers items={block.items} />);
    case "list":
      return wrap(
        <>
          {block.intro ? <p className="mb-4">{block.intro}</p> : null}
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {block.items.map((i) => (
              <li key={i} className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
                <span>{i}</span>
              </li>
            ))}
          </ul>
        </>,
      );
    case "steps":
      return wrap(
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((s, i) => (
            <li key={s.title} className="rounded-lg border border-border p-4">
              <p className="text-sm text-muted-foreground">
                <span
                  aria-hidden
                  className="mr-2 inline-grid size-7 place-items-center rounded-full bg-brand-tint font-bold text-brand-strong"
                >
                  {i + 1}
                </span>
                <span className="sr-only">Step {i + 1}</span>
              </p>
              <h3 className="font-semibold">{s.title}</h3>
              <p className="text-sm">{s.text}</p>
            </li>
          ))}
        </ol>,
      );
    case "table":
      return wrap(
        <>
          <table className="w-full max-w-2xl text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr className="border-b border-border">
                {block.columns.map((c, i) => (
                  <th key={i} scope="col" className="py-2 text-left">
                    {c || <span className="sr-only">Item</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((r) => (
                <tr key={r.join()} className="border-b border-border">
                  {r.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-2 text-left font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="py-2">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {block.note ? <p className="mt-2 text-xs text-muted-foreground">{block.note}</p> : null}
        </>,
      );
    case "faq":
      return wrap(<FaqAccordion items={block.items} idPrefix={block.id ?? `faq-${index}`} />);
    case "stats":
      return wrap(
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {block.items.map((s) => (
            <div key={s.label} className="rounded-lg bg-muted p-4">
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{s.value}</dd>
            </div>
          ))}
        </dl>,
      );
    case "calculator":
      return wrap(
        block.which === "equipment" ? (
          <EquipmentCalculator {...calculatorSetup("equipment")} />
        ) : block.which === "working-capital" ? (
          <WorkingCapitalCalculator {...calculatorSetup("working-capital")} />
        ) : (
          <ProductRepaymentCalculator which={block.which} {...calculatorSetup(block.which)} />
        ),
      );
    case "text":
      return wrap(
        <div className="grid max-w-3xl gap-3">
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>,
      );
    case "form":
      return wrap(
        <div className="max-w-3xl">
          {block.intro ? <p className="mb-4">{block.intro}</p> : null}
          {block.which === "contact" ? (
            <>
              <ContactForm />
              <ContactComplaints />
            </>
          ) : block.which === "partner" ? (
            <PartnerForm />
          ) : block.which === "broker" ? (
            <BrokerForm />
          ) : (
            <NewsletterForm />
          )}
        </div>,
      );
    case "cta":
      return wrap(
        <div className="rounded-xl bg-primary p-8 text-primary-foreground">
          <p className="mb-4">{block.text}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <SiteLink link={block.primary}>{block.primary.label}</SiteLink>
            </Button>
            {block.secondary ? (
              <Button
                asChild
                size="lg"
                variant="outline"
                className="bg-transparent text-primary-foreground hover:bg-white/10"
              >
                <SiteLink link={block.secondary}>{block.secondary.label}</SiteLink>
              </Button>
            ) : null}
          </div>
        </div>,
      );
  }
}

export function MarketingPage({ page }: { page: PageContent }) {
  const faqs = page.blocks.flatMap((b) => (b.kind === "faq" ? b.items : []));
  return (
    <>
      <SiteHeader
        variant={page.staticHeader === false || page.headerCta ? "site" : "static"}
        cta={page.headerCta}
        scrollAnimated={page.scrollHeader}
      />
      <main id="main">
        <section className="bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h1 className="text-headline font-bold text-primary sm:text-display">{page.h1}</h1>
            <p className="mt-4 max-w-2xl text-lg">{page.intro}</p>
            {page.hero ? (
              <div className="mt-6 flex flex-wrap gap-3">
                <Cta link={page.hero.primary} />
                {page.hero.secondary ? <Cta link={page.hero.secondary} variant="outline" /> : null}
                {page.hero.tertiary ? <Cta link={page.hero.tertiary} variant="outline" /> : null}
              </div>
            ) : null}
          </div>
        </section>
        <div className="mx-auto max-w-7xl px-4">
          {page.blocks.map((b, i) => (
            <BlockView key={i} block={b} index={i} />
          ))}
          <p className="pb-6 text-xs text-muted-foreground">{SITE.disclaimer}</p>
        </div>
      </main>
      {faqs.length ? <JsonLd data={faqJsonLd(faqs)} /> : null}
    </>
  );
}
