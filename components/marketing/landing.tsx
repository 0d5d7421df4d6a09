import Link from "next/link";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { applyHref } from "@/lib/applications/apply-href";
import { PANEL_RATE_BAND } from "@/lib/lenders/rate-claims";
import { SITE } from "@/lib/site";
import { HomeSwitch } from "./home-switch";
import { LandingSection } from "./landing-sections";
import { ScrollProgress } from "./scroll-progress";
import { AssessmentForm, InstantQuote, LandingContent, LandingFaqs, LandingHero, LandingJsonLd } from "./lazy";

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
              <LandingFaqs />
            </div>
            <p className="mt-6 text-xs text-muted-foreground">{SITE.disclaimer}</p>
          </LandingSection>
        </main>
      </HomeSwitch>
      <SiteFooter />
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
