import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LenderTier } from "@/lib/lenders/lender";
import { APPROVAL_WITH_US, rateRange, tierRateBand, TRADITIONAL_LENDER_APPROVAL } from "@/lib/lenders/rate-claims";
import { PersonAvatar } from "@/components/shared/lender-monogram";
import { LANDING_STORIES } from "@/lib/marketing/content-landing";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES } from "@/lib/marketing/promises";
import { applyHref } from "@/lib/applications/apply-href";
import { formatAud } from "@/lib/money/format";
import { cn } from "@/lib/utils/cn";
import "./scroll-reveal.css";

/** The case study's loan: 'Get similar results' starts the wizard with it. */
const CASE_STUDY_AMOUNT = 220_000;

/**
 * A landing page section under its heading (an anchor target of the header's links). Each reveals
 * itself as it scrolls into view (`.reveal`, ./scroll-reveal.css: CSS only, none with reduced motion).
 */
export function LandingSection({
  id,
  title,
  muted = false,
  width = "max-w-7xl",
  children,
}: {
  id: string;
  title: string;
  /** On the muted band, across the full width. */
  muted?: boolean;
  width?: "max-w-7xl" | "max-w-3xl";
  children: React.ReactNode;
}) {
  const body = (
    <>
      <h2 id={`${id}-heading`} className="section-title">
        {title}
      </h2>
      {children}
    </>
  );
  const frame = cn("section-frame", width);
  return muted ? (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-muted/50 below-fold">
      <div className={cn(frame, "reveal")}>{body}</div>
    </section>
  ) : (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn(frame, "reveal below-fold")}>
      {body}
    </section>
  );
}

const RATE_TIERS: LenderTier[] = ["prime", "near_prime", "alt_doc"];
const RATE_ROWS: [string, (tier: LenderTier) => string][] = [
  ["Rate (p.a.)", (tier) => rateRange(tierRateBand(tier))],
  ["Speed with us", () => APPROVAL_WITH_US],
  ["Traditional lenders", () => TRADITIONAL_LENDER_APPROVAL],
];

/** The landing page's rate comparison (#rates): the panel's bands per tier against traditional lenders. */
export function RatesSection() {
  return (
    <LandingSection id="rates" title="Compare rates">
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">Rates by credit profile</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col">Your profile</th>
            <th scope="col">Prime</th>
            <th scope="col">Near-prime</th>
            <th scope="col">Alt-doc</th>
          </tr>
        </thead>
        <tbody>
          {RATE_ROWS.map(([label, cell]) => (
            <tr key={label} className="border-b border-border">
              <th scope="row" className="py-2 text-left">
                {label}
              </th>
              {RATE_TIERS.map((tier) => (
                <td key={tier}>{cell(tier)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left">
              Application fee
            </th>
            <td>None</td>
            <td>None</td>
            <td>None (elsewhere $500-2000)</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">
        Illustrative bands, not an offer of credit. Your rate depends on the lender&apos;s assessment.
      </p>
      <Button asChild className="mt-4">
        <Link href={applyHref()}>See better offers</Link>
      </Button>
    </LandingSection>
  );
}

/** The landing page's client stories and a case study. */
export function StoriesSection() {
  return (
    <LandingSection
      id="stories"
      title={`${COMPANY_FIGURES.businessesFunded} businesses funded (${COMPANY_FIGURE_LABEL})`}
      muted
    >
      <div className="mt-6 grid gap-4 lg:grid-cols-4">
        {LANDING_STORIES.map((t) => (
          <figure key={t.n} className="story">
            <p aria-label="Rated 5 out of 5" className="text-amber-700">
              ★★★★★
            </p>
            <blockquote className="mt-2 text-sm">&ldquo;{t.q}&rdquo;</blockquote>
            <figcaption>
              <PersonAvatar name={t.n} />
              <span>{`${t.n}, ${t.b}`}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h3">Case study: Coastal Plumbing Services (construction)</CardTitle>
          <CardDescription>
            {formatAud(CASE_STUDY_AMOUNT)} over 36 months upgraded their fleet and won two council contracts.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href={applyHref(CASE_STUDY_AMOUNT)}>Get similar results</Link>
          </Button>
          <Button asChild>
            <Link href={applyHref()}>Get my options</Link>
          </Button>
        </CardContent>
      </Card>
    </LandingSection>
  );
}
