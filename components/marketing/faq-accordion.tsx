"use client";
import { useRef, useState } from "react";
import { ChevronDown } from "@/components/ui/icons";

/**
 * The FAQs (WAI-ARIA accordion pattern): one open at a time, a second click closes it, arrow keys,
 * Home and End move between questions. `firstOpen` opens the first item (landing page). Written out
 * rather than on Radix's accordion: it is on most marketing pages, and this is a few hundred bytes.
 * Closed answers stay in the page (hidden), so they are in the HTML for search engines.
 */
export function FaqAccordion({
  items,
  firstOpen = false,
  idPrefix,
}: {
  items: { q: string; a: string }[];
  firstOpen?: boolean;
  idPrefix: string;
}) {
  const [open, setOpen] = useState<number | null>(firstOpen ? 0 : null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: React.KeyboardEvent, from: number) => {
    const last = items.length - 1;
    const to =
      event.key === "ArrowDown"
        ? (from + 1) % items.length
        : event.key === "ArrowUp"
          ? (from + last) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    triggers.current[to]?.focus();
  };
  return (
    <div>
      {items.map((it, i) => {
        const isOpen = open === i;
        const state = isOpen ? "open" : "closed";
        return (
          <div key={it.q} className="accordion-item" data-state={state}>
            <h3>
              <button
                ref={(el) => {
                  triggers.current[i] = el;
                }}
                type="button"
                id={`${idPrefix}-q${i}`}
                aria-expanded={isOpen}
                aria-controls={`${idPrefix}-a${i}`}
                data-state={state}
                onClick={() => setOpen(isOpen ? null : i)}
                onKeyDown={(e) => move(e, i)}
                className="accordion-trigger"
              >
                {it.q}
                <ChevronDown />
              </button>
            </h3>
            <div
              id={`${idPrefix}-a${i}`}
              role="region"
              aria-labelledby={`${idPrefix}-q${i}`}
              hidden={!isOpen}
              className="accordion-panel"
            >
              <div className="pb-4">{it.a}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
