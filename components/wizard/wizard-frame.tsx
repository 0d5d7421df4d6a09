import { Menu, ShieldCheck } from "@/components/ui/icons";
import { Progress } from "@/components/ui/progress";
import { PROMISES } from "@/lib/marketing/promises";
import { SITE } from "@/lib/site";
import { DISPLAY_STEPS, TRUST_BADGES, displayStep } from "./steps-data";

const WIZARD_LINKS = [
  { href: "/working-capital", label: "Products" },
  { href: "/about", label: "Company" },
  { href: "/#why", label: "Why us" },
  { href: "/#rates", label: "Rates" },
  { href: "/#faqs", label: "FAQs" },
  { href: "/signin", label: "Sign in" },
] as const;

/**
 * The wizard's own header (it has no site navigation bar); the time claim is left off the completion
 * screen. The claim is the measured median time to complete, or the question count below the
 * minimum sample (PROMISES.completion, ADR 064), never a time we have not measured. On a phone it is one compact bar: the logo and a menu button that discloses the links.
 * Its links leave the wizard for the (static) public pages: plain links, so the wizard's first load
 * does not carry the router's link code (issue 19's +50 kB budget).
 */
export function WizardHeader({ complete = false }: { complete?: boolean }) {
  return (
    <header className="border-b border-border bg-background">
      <div className="relative mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-2 sm:flex-wrap sm:py-3">
        <a href="/" className="font-bold text-primary">
          {SITE.name}
        </a>
        {complete ? null : (
          <p className="hidden text-sm text-muted-foreground sm:block">{PROMISES.completion.header}</p>
        )}
        <nav aria-label="Wizard" className="hidden gap-3 text-sm sm:flex">
          {WIZARD_LINKS.map((l) => (
            <a key={l.href} href={l.href}>
              {l.label}
            </a>
          ))}
        </nav>
        <details className="group sm:hidden">
          <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden className="size-4" />
            Menu
          </summary>
          <nav
            aria-label="Wizard"
            className="absolute inset-x-0 top-full z-50 grid gap-1 border-b border-border bg-background p-3 text-sm shadow-md"
          >
            {WIZARD_LINKS.map((l) => (
              <a key={l.href} href={l.href} className="rounded-md px-3 py-2 hover:bg-muted">
                {l.label}
              </a>
            ))}
          </nav>
        </details>
      </div>
    </header>
  );
}

/** 'Step N of 11': each screen before the completion counts once, so the bar fills only at the last one. */
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
