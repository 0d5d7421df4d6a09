"use client";
import Link from "next/link";
import { ShieldCheck, Timer, TrendingUp, Wallet } from "lucide-react";
import { LenderMonogram } from "@/components/shared/lender-monogram";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { representativeExampleText } from "@/lib/lenders/rate-claims";
import { LANDING_PRODUCTS, LANDING_STATS } from "@/lib/marketing/content-landing";
import { LandingSection, RatesSection, StoriesSection } from "./landing-sections";

/**
 * The landing page's content between the hero and the assessment form: nothing in it to interact
 * with, so it is a static island (ADR 033). Its HTML comes from the server; its code loads only when
 * a client-side navigation shows it.
 */
export function LandingContent() {
  const lenders = LENDER_PANEL.slice(0, 14).map((l) => l.name);
  return (
    <>
      <LandingSection id="why" title="Why businesses choose us">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { icon: Timer, t: "Fast decisions", d: "Approval in 24-72 hours; funds same or next business day." },
            { icon: Wallet, t: "One application", d: "Apply once; we match you to 20+ lenders." },
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
            <div key={l} className="rounded-lg bg-muted p-4">
              <dt className="text-sm text-muted-foreground">{l}</dt>
              <dd className="text-xl font-bold sm:text-2xl">{v}</dd>
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
            <li
              key={n}
              className="flex items-center gap-2 rounded-md border border-border bg-background p-3 text-sm font-medium"
            >
              <LenderMonogram name={n} size={28} decorative />
              {n}
            </li>
          ))}
          <li className="rounded-md border border-dashed border-border bg-background p-3 text-center text-sm font-semibold">
            +20 more
          </li>
        </ul>
      </LandingSection>

      <RatesSection />

      <StoriesSection />

      <section aria-labelledby="example-heading" className="mx-auto grid max-w-7xl gap-4 px-4 py-14 lg:grid-cols-2">
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
