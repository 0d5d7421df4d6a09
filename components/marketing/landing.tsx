import Link from "next/link";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { applyHref } from "@/lib/applications/apply-href";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { instantQuotePanel } from "@/lib/matching/instant-quote";
import { SITE } from "@/lib/site";
import { LANDING_FAQS } from "@/lib/marketing/content-landing";
import { HomeSwitch } from "./home-switch";
import { InstantQuote } from "./instant-quote";
import { LandingContent, LandingHero, LandingJsonLd } from "./landing-content";
import { LazyAssessmentForm, LazyFaqAccordion } from "./landing-islands";
import { LandingSection } from "./landing-sections";
import { ScrollProgress } from "./scroll-progress";

/**
 * The landing page: server components, with client components only where a visitor interacts (the
 * instant quote; below the first screen the free assessment and the FAQs, through next/dynamic). The
 * scroll bar and the sections' reveal are CSS. The marketing layout adds the footer.
 */
export function Landing() {
  return (
    <>
      <ScrollProgress />
      <SiteHeader cta={{ href: applyHref(), label: "Get funded" }} />
      <HomeSwitch>
        <main id="main">
          <section id="top" className="hero-band">
            <div className="hero-grid">
              <LandingHero />
              <InstantQuote lenders={instantQuotePanel(LENDER_PANEL)} />
            </div>
          </section>

          <LandingContent />

          <LandingSection id="apply" title="Free assessment" muted width="max-w-3xl">
            <p className="mt-2 mb-6">Tell us a little about your business; we carry it into your application.</p>
            <LazyAssessmentForm />
          </LandingSection>

          <LandingSection id="faqs" title="Frequently asked questions" width="max-w-3xl">
            <div className="mt-4">
              <LazyFaqAccordion items={LANDING_FAQS} firstOpen idPrefix="landing-faq" />
            </div>
            <p className="mt-6 text-xs text-muted-foreground">{SITE.disclaimer}</p>
          </LandingSection>
        </main>
      </HomeSwitch>
      <div className="mobile-cta">
        <Button asChild className="w-full">
          <Link href={applyHref()}>
            Start<span className="sr-only"> your application</span>
          </Link>
        </Button>
      </div>
      <LandingJsonLd />
    </>
  );
}
