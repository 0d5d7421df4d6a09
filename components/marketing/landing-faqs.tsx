"use client";
import { LANDING_FAQS } from "@/lib/marketing/content-landing";
import { FaqAccordion } from "./faq-accordion";

/**
 * The landing page's FAQs, the questions imported here rather than passed in: the island's props are
 * in the page's flight data, and the questions are already in its HTML (issue 19).
 */
export function LandingFaqs() {
  return <FaqAccordion items={LANDING_FAQS} firstOpen idPrefix="landing-faq" />;
}
