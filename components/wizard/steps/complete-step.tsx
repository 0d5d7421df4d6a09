import { CheckCircle2 } from "lucide-react";
import { LinkButtons } from "@/components/shared/link-buttons";
import { Button } from "@/components/ui/button";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { SITE } from "@/lib/site";

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
      <p>
        We&apos;ve e-mailed you a link to confirm your address and open your account. Expect your offers within 24 hours
        of confirming.
      </p>
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
