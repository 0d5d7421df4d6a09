"use client";
import { hydrateOnView, staticIsland } from "@/components/shared/hydrate-on-view";

// Code-split islands: only the pages that show a form or calculator download its JavaScript
// (the HTML is still rendered on the server, so everything is visible before it loads).
// Forms hydrate when they come into view (zod and react-hook-form are most of a page's own JavaScript,
// and stay out of the page's first load); one sent before that is held and sent by the form itself.
export const ContactForm = hydrateOnView(() => import("./forms").then((m) => m.ContactForm));
export const PartnerForm = hydrateOnView(() => import("./forms").then((m) => m.PartnerForm));
export const BrokerForm = hydrateOnView(() => import("./forms").then((m) => m.BrokerForm));
export const NewsletterForm = hydrateOnView(() => import("./forms").then((m) => m.NewsletterForm));
// Widgets a visitor who only reads never needs (the hero's instant quote, calculators, FAQs): server
// rendered and usable as HTML (a range input moves, its figure follows once the code arrives), their
// JavaScript loaded when one is touched; a button pressed before that is pressed again once it runs.
const onTouch = { when: "interaction" } as const;
export const WorkingCapitalCalculator = hydrateOnView(
  () => import("./calculators").then((m) => m.WorkingCapitalCalculator),
  onTouch,
);
export const EquipmentCalculator = hydrateOnView(
  () => import("./calculators").then((m) => m.EquipmentCalculator),
  onTouch,
);
export const ProductRepaymentCalculator = hydrateOnView(
  () => import("./calculators").then((m) => m.ProductRepaymentCalculator),
  onTouch,
);
export const FaqAccordion = hydrateOnView(() => import("./faq-accordion").then((m) => m.FaqAccordion), onTouch);
export const InstantQuote = hydrateOnView(() => import("./instant-quote").then((m) => m.InstantQuote), onTouch);
export const AssessmentForm = hydrateOnView(() => import("./assessment-form").then((m) => m.AssessmentForm));
// Content with nothing to interact with: in the HTML, not repeated in the flight data, never hydrated
// on arrival (ADR 033).
export const LandingContent = staticIsland(() => import("./landing-static").then((m) => m.LandingContent));
export const LandingHero = staticIsland(() => import("./landing-static").then((m) => m.LandingHero));
export const LandingJsonLd = staticIsland(() => import("./landing-static").then((m) => m.LandingJsonLd));
export const LandingFaqs = hydrateOnView(() => import("./landing-faqs").then((m) => m.LandingFaqs), onTouch);
