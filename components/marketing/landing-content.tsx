import Link from "next/link";
import { ShieldCheck, Star, Timer, TrendingUp, Wallet } from "@/components/ui/icons";
import { LenderMonogram } from "@/components/shared/lender-monogram";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { applyHref } from "@/lib/applications/apply-href";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { representativeExampleText } from "@/lib/lenders/rate-claims";
import { LANDING_FAQS, LANDING_PRODUCTS, LANDING_STATS } from "@/lib/marketing/content-landing";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES, PROMISES } from "@/lib/marketing/promises";
import { SITE_DESCRIPTION } from "@/lib/marketing/site-description";
import { SITE } from "@/lib/site";
import { HeroQuotes } from "./hero-quotes";
import { JsonLd, faqJsonLd } from "./json-ld";
import { LandingSection, RatesSection, StoriesSection } from "./landing-sections";

/** The landing page's content between the hero and the assessment form: server components only. */
export function LandingContent() {
  const lenders = LENDER_PANEL.slice(0, 14).map((l) => l.name);
  return (
    <>
      <LandingSection id="why" title="Why businesses choose us">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              icon: Timer,
              t: "Fast decisions",
              d: `Lender decisions in ${PROMISES.decision}; funds same or next business day.`,
            },
            { icon: Wallet, t: "One application", d: `Apply once; we match you to ${PROMISES.lenders} lenders.` },
            { icon: ShieldCheck, t: "Soft check first", d: "No impact on your credit score to see options." },
            { icon: TrendingUp, t: "Honest quotes", d: "Rate, fees, repayments and total cost up front." },
          ].map(({ icon: Icon, t, d }) => (
            <Card key={t}>
              <CardHeader>
                <Icon className="size-6 text-accent" aria-hidden />
                <CardTitle as="h3">{t}</CardTitle>
                <CardDescription>{d}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {LANDING_STATS.map(([v, l]) => (
            <div key={l} className="stat">
              <dt>{l}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </LandingSection>

      <LandingSection id="product" title="Our products" muted>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_PRODUCTS.map((p) => (
            <Card key={p.t}>
              <CardHeader>
                <CardTitle as="h3">{p.t}</CardTitle>
                <CardDescription>{p.d}</CardDescription>
              </CardHeader>
              <CardContent>
                <Link href={p.href} className="text-sm font-medium underline">
                  Learn more<span className="sr-only"> about {p.t.toLowerCase()}</span>
                </Link>
              </CardContent>
            </Card>
          ))}
        </div>
        <h3 className="mt-10 text-xl font-semibold">Our lender panel</h3>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5" aria-label="Lenders">
          {lenders.map((n) => (
            <li key={n} className="lender-tile">
              <LenderMonogram name={n} size={28} decorative />
              {n}
            </li>
          ))}
          <li className="rounded-md border border-dashed border-border bg-background p-3 text-center text-sm font-semibold">
            {PROMISES.moreLenders(lenders.length)}
          </li>
        </ul>
      </LandingSection>

      <RatesSection />

      <StoriesSection />

      <section
        aria-labelledby="example-heading"
        className="mx-auto grid max-w-7xl gap-4 px-4 py-14 below-fold lg:grid-cols-2"
      >
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="example-heading">
              Representative example
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            <span data-testid="representative-example">{representativeExampleText()}</span> Illustrative only, not an
            offer of credit.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Security and compliance</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            256-bit SSL encryption, Australian Credit Licence (fictional), privacy under the Privacy Act 1988, and
            complaints to AFCA. Soft credit check first; hard enquiry only with your consent.
          </CardContent>
        </Card>
      </section>
    </>
  );
}

/** The hero's words, calls to apply and product visual (the instant quote beside it is a client component). */
export function LandingHero() {
  return (
    <div className="grid content-center gap-5">
      <h1 className="text-headline font-bold sm:text-display">Get a decision in {PROMISES.decisionMaxShort}</h1>
      <p className="text-lg">
        One application, matched to {PROMISES.lenders} Australian lenders. Honest indicative quotes, no application
        fees, and a soft credit check first.
      </p>
      <ul className="flex flex-wrap gap-4 text-sm">
        <li className="inline-flex items-center gap-1">
          <TrendingUp className="size-4" aria-hidden /> {COMPANY_FIGURES.businessesFunded} businesses funded (
          {COMPANY_FIGURE_LABEL})
        </li>
        <li className="inline-flex items-center gap-1">
          <Star className="size-4" aria-hidden /> {COMPANY_FIGURES.averageRating} average rating
        </li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg" variant="secondary">
          <Link href={applyHref()}>Start Application</Link>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="bg-transparent text-primary-foreground hover:bg-white/10"
        >
          <Link href={applyHref()}>Get funded</Link>
        </Button>
      </div>
      <HeroQuotes />
    </div>
  );
}

/** The landing page's structured data (the business, its FAQs): in the HTML for search engines, once. */
export function LandingJsonLd() {
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FinancialService",
          name: SITE.name,
          description: SITE_DESCRIPTION,
          telephone: SITE.phone,
          email: SITE.email,
          address: SITE.address,
          url: SITE.url,
        }}
      />
      <JsonLd data={faqJsonLd(LANDING_FAQS)} />
    </>
  );
}
