import { CheckCircle2 } from "@/components/ui/icons";
import { LenderMonogram } from "@/components/shared/lender-monogram";
import { LinkButtons } from "@/components/shared/link-buttons";
import { Button } from "@/components/ui/button";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { formatAud } from "@/lib/money/format";
import { SITE } from "@/lib/site";
import { PROMISES } from "@/lib/marketing/promises";

/** Where 'View Lenders' leads: the lenders this application went to, and what they do next. */
function MatchedLenders({ result }: { result: SubmissionResult }) {
  const more = result.matchedLenders - result.topMatches.length;
  return (
    <section aria-labelledby="matched-lenders" className="grid w-full gap-2 text-left">
      <h3 id="matched-lenders" className="text-lg font-semibold">
        Your matched lenders
      </h3>
      {result.topMatches.length ? (
        <ul className="divide-y divide-border rounded-lg border border-border text-sm">
          {result.topMatches.map((m) => (
            <li key={m.lenderName} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="inline-flex items-center gap-2 font-medium">
                <LenderMonogram name={m.lenderName} size={24} decorative />
                {m.lenderName}
              </span>
              <span className="text-muted-foreground">
                Up to {formatAud(m.upToAmount)} · decision in {m.speedHours} hrs
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">
          No lender on our panel matched these answers. A specialist will look at your application and call you about
          other options.
        </p>
      )}
      {more > 0 ? (
        <p className="text-sm text-muted-foreground">
          and {more} more matched {more === 1 ? "lender" : "lenders"}, in your portal once you confirm your address.
        </p>
      ) : null}
    </section>
  );
}

/** Step 12: the application number, what happens next, and the ways on. */
export function CompleteStep({ result, onRestart }: { result: SubmissionResult | null; onRestart: () => void }) {
  return (
    <div className="grid place-items-center gap-4 text-center">
      <CheckCircle2 className="size-16 text-success" aria-hidden />
      {result ? (
        <p>
          Your application number is <strong className="font-mono">{result.applicationNumber}</strong>.
        </p>
      ) : null}
      <p>We&apos;ve e-mailed you a link to confirm your address and open your account. {PROMISES.offersExpected}</p>
      {result ? <MatchedLenders result={result} /> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButtons
          plain
          links={[
            { href: "/api/login?callbackUrl=%2Fclient", label: "Login to Portal" },
            { href: SITE.phoneHref, label: "Book a Call", variant: "outline" },
          ]}
        />
      </div>
      <Button variant="link" onClick={onRestart}>
        Start another application
      </Button>
    </div>
  );
}
