"use client";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

/** One open at a time; a second click closes it. `firstOpen` opens the first item (landing page). */
export function FaqAccordion({
  items,
  firstOpen = false,
  idPrefix,
}: {
  items: { q: string; a: string }[];
  firstOpen?: boolean;
  idPrefix: string;
}) {
  return (
    <Accordion type="single" collapsible defaultValue={firstOpen ? `${idPrefix}-0` : undefined}>
      {items.map((it, i) => (
        <AccordionItem key={it.q} value={`${idPrefix}-${i}`}>
          <AccordionTrigger>{it.q}</AccordionTrigger>
          <AccordionContent>{it.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
