"use client";
import { useState } from "react";
import { CircleHelp } from "lucide-react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { HELP_TIPS, type HelpTopic } from "@/lib/marketing/help-tips";

/**
 * A help tip (spec: loan amount, credit score, term, documents, ...): a small button with an
 * accessible name ("Help: Loan amount") that shows the tip on hover or keyboard focus, and on a
 * press for touch screens (Radix tooltips otherwise close on a press). Escape, leaving or pressing
 * elsewhere closes it. The tip is also the button's description for screen readers.
 */
export function HelpTip({ topic }: { topic: HelpTopic }) {
  const tip = HELP_TIPS[topic];
  const [open, setOpen] = useState(false);
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={`Help: ${tip.label}`}
            onClick={(e) => {
              e.preventDefault(); // keeps Radix from closing the tip on the press that should open it
              setOpen(true);
            }}
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
