"use client";
import { CircleHelp } from "lucide-react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { HELP_TIPS, type HelpTopic } from "@/lib/marketing/help-tips";

/**
 * A help tip (spec: loan amount, credit score, term, documents, ...): a small button with an
 * accessible name ("Help: Loan amount") that shows the tip on hover or keyboard focus, and on a
 * press for touch screens. The tip is also the button's description for screen readers.
 */
export function HelpTip({ topic }: { topic: HelpTopic }) {
  const tip = HELP_TIPS[topic];
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={`Help: ${tip.label}`}
            className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <CircleHelp aria-hidden className="size-4" />
          </button>
        </TooltipTrigger>
        <TooltipContent>{tip.text}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
