import Link from "next/link";
import { Star, TrendingUp } from "lucide-react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { applyHref } from "@/lib/applications/apply-href";
import { PANEL_RATE_BAND } from "@/lib/lenders/rate-claims";
import { LANDING_FAQS } from "@/lib/marketing/content-landing";
import { SITE_DESCRIPTION } from "@/lib/marketing/site-description";
import { SITE } from "@/lib/site";
import { HeroQuotes } from "./hero-quotes";
import { HomeSwitch } from "./home-switch";
import { JsonLd, faqJsonLd } from "./json-ld";
import { LandingSection } from "./landing-sections";
import { ScrollProgress } from "./scroll-progress";
import { AssessmentForm, FaqAccordion, InstantQuote, LandingContent } from "./lazy";

export function Landing() {
  return (
    <>
      <ScrollProgress />
      <SiteHeader cta={{ href: applyHref(), label: "Get funded" }} />
      <HomeSwitch>
        <main id="main">
          <section
            id="top"
            className="bg-primary bg-[radial-gradient(ellipse_at_top_right,#0f766e55,transparent_60%)] text-primary-foreground"
          >
            <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 lg:grid-cols-2 lg:py-section">
              <div className="grid content-center gap-5">
                <h1 className="text-headline font-bold sm:text-display">Get funded in 72hrs</h1>
                <p className="text-lg">
                  One application, matched to 20+ Australian lenders. Honest indicative quotes, no application fees, and
                  a soft credit check first.
                </p>
                <ul className="flex flex-wrap gap-4 text-sm">
                  <li className="inline-flex items-center gap-1">
                    <TrendingUp className="size-4" aria-hidden /> 1000+ funded this month
                  </li>
                  <li className="inline-flex items-center gap-1">
                    <Star className="size-4" aria-hidden /> 4.9 average rating
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
              <InstantQuote panelRateFromBps={PANEL_RATE_BAND.minBps} />
            </div>
          </section>

          <LandingContent />

          <LandingSection id="apply" title="Free assessment" muted width="max-w-3xl">
            <p className="mt-2 mb-6">Tell us a little about your business; we carry it into your application.</p>
            <AssessmentForm />
          </LandingSection>

          <LandingSection id="faqs" title="Frequently asked questions" width="max-w-3xl">
            <div className="mt-4">
              <FaqAccordion items={LANDING_FAQS} firstOpen idPrefix="landing-faq" />
            </div>
            <p className="mt-6 text-xs text-muted-foreground">{SITE.disclaimer}</p>
          </LandingSection>
        </main>
      </HomeSwitch>
      <SiteFooter />
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background p-3 sm:hidden [body:has([data-mobile-menu][open])_&]:hidden">
        <Button asChild className="w-full">
          <Link href={applyHref()}>
            Start<span className="sr-only"> your application</span>
          </Link>
        </Button>
      </div>
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
