import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { SiteLogo } from "@/components/site/site-logo";
import { DISPLAY_STEPS, TRUST_BADGES, displayStep } from "./steps-data";

/** The wizard's own header (it has no site navigation bar); the time claim is left off the completion screen. */
export function WizardHeader({ complete = false }: { complete?: boolean }) {
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <SiteLogo />
        {complete ? null : <p className="text-sm text-muted-foreground">Takes less than 30 seconds to complete</p>}
        <nav aria-label="Wizard" className="flex gap-3 text-sm">
          <Link href="/working-capital">Products</Link>
          <Link href="/about">Company</Link>
          <Link href="/#why">Why us</Link>
          <Link href="/#rates">Rates</Link>
          <Link href="/#faqs">FAQs</Link>
          <Link href="/signin">Sign in</Link>
        </nav>
      </div>
    </header>
  );
}

/** 'Step N of 9': steps 9 to 11 all show as the last one. */
export function StepProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id="step-progress">
        Step {displayStep(step)} of {DISPLAY_STEPS}
      </p>
      <Progress value={(displayStep(step) / DISPLAY_STEPS) * 100} aria-labelledby="step-progress" />
    </div>
  );
}

export function TrustBadges() {
  return (
    <ul className="flex flex-wrap justify-center gap-4 text-xs text-muted-foreground" aria-label="Why it is safe">
      {TRUST_BADGES.map((b) => (
        <li key={b} className="inline-flex items-center gap-1">
          <ShieldCheck className="size-4" aria-hidden />
          {b}
        </li>
      ))}
    </ul>
  );
}
