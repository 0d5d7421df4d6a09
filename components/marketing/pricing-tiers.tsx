import Link from "next/link";
import { Check } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PricingTier } from "@/lib/marketing/types";
import { cn } from "@/lib/utils/cn";

/** The pricing page's tiers (ADR 029): the popular tier raised and outlined in the accent, each with a real button. */
export function PricingTiers({ items }: { items: PricingTier[] }) {
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3" aria-label="Loan tiers">
      {items.map((t) => (
        <li
          key={t.name}
          className={cn(
            "relative flex flex-col rounded-xl border bg-card p-6",
            t.popular ? "border-2 border-brand shadow-xl lg:-my-3 lg:py-9" : "border-border",
          )}
        >
          <h3 className="flex flex-wrap items-center gap-2 text-title font-bold">
            {t.name}
            {t.popular ? <Badge className="bg-brand text-white">Most Popular</Badge> : null}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{t.description}</p>
          <p className="mt-5 text-headline font-bold text-primary">{t.loanRange}</p>
          <p className="mt-1 text-sm">
            <span className="font-semibold">{t.rate}</span> · {t.term}
          </p>
          <ul className="mt-5 mb-6 grid gap-2 text-sm">
            {t.features.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant={t.popular ? "default" : "outline"} className="mt-auto w-full">
            <Link href={t.link.href} aria-label={`${t.link.label} with ${t.name}`}>
              {t.link.label}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
