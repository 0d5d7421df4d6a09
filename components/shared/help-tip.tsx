"use client";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { CircleHelp } from "@/components/ui/icons";
import { useDismiss } from "./use-dismiss";
import { HELP_TIPS, type HelpTopic } from "@/lib/marketing/help-tips";

/** Spec §"Behaviour": tooltips open after 700 ms and skip the delay for 300 ms after one closes. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

/**
 * A help tip (spec: loan amount, credit score, term, documents, ...): a small button with an
 * accessible name ("Help: Loan amount") that shows the tip on hover (after the spec's delay), at once
 * on keyboard focus, and on a press for touch screens. Escape, leaving, moving focus or pressing
 * elsewhere closes it. While open the tip is the button's description for screen readers. Written out
 * rather than on Radix's tooltip and its positioning library (about 25 kB gzip in the wizard's first
 * load): the tip sits above its button, shifted to stay inside the viewport.
 */
export function HelpTip({ topic }: { topic: HelpTopic }) {
  const tip = HELP_TIPS[topic];
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  };

  useDismiss(open, wrapper, { onEscape: hide, onOutside: hide });
  useEffect(() => () => clearTimeout(timer.current), []);

  // Centred above the button, then moved sideways so it stays 8 px inside the viewport.
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!open || !el) return;
    el.style.marginLeft = "";
    const { left, right } = el.getBoundingClientRect();
    const shift = left < 8 ? 8 - left : right > window.innerWidth - 8 ? window.innerWidth - 8 - right : 0;
    if (shift) el.style.marginLeft = `${shift}px`;
  }, [open]);

  return (
    <span ref={wrapper} className="relative inline-flex">
      <button
        type="button"
        aria-label={`Help: ${tip.label}`}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(e) =>
          e.pointerType === "mouse" && show(Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS)
        }
        onPointerLeave={(e) => e.pointerType === "mouse" && hide()}
        onFocus={() => show(0)}
        onBlur={hide}
        onClick={() => show(0)}
        className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <CircleHelp aria-hidden className="size-4" />
      </button>
      {open ? (
        <span
          ref={bubble}
          id={id}
          role="tooltip"
          className="absolute bottom-full left-1/2 z-50 mb-1 w-max max-w-xs -translate-x-1/2 rounded-md bg-foreground px-3 py-2 text-xs font-normal text-background shadow-md"
        >
          {tip.text}
        </span>
      ) : null}
    </span>
  );
}
