"use client";
import dynamic from "next/dynamic";

// Code-split islands: only the pages that show a form or calculator download its JavaScript
// (the HTML is still rendered on the server, so everything is visible before it loads).
export const ContactForm = dynamic(() => import("./forms").then((m) => m.ContactForm));
export const PartnerForm = dynamic(() => import("./forms").then((m) => m.PartnerForm));
export const BrokerForm = dynamic(() => import("./forms").then((m) => m.BrokerForm));
export const NewsletterForm = dynamic(() => import("./forms").then((m) => m.NewsletterForm));
export const WorkingCapitalCalculator = dynamic(() => import("./calculators").then((m) => m.WorkingCapitalCalculator));
export const EquipmentCalculator = dynamic(() => import("./calculators").then((m) => m.EquipmentCalculator));
export const ProductRepaymentCalculator = dynamic(() =>
  import("./calculators").then((m) => m.ProductRepaymentCalculator),
);
export const FaqAccordion = dynamic(() => import("./faq-accordion").then((m) => m.FaqAccordion));
export const InstantQuote = dynamic(() => import("./landing-islands").then((m) => m.InstantQuote));
export const AssessmentForm = dynamic(() => import("./landing-islands").then((m) => m.AssessmentForm));
