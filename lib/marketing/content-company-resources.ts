/** The FAQ, the resources hub (guides, templates, newsletter) and the webinar recordings. */
import { RATES_ANSWER } from "@/lib/lenders/client";
import { APPLY } from "./content-shared";
import { DOWNLOADS, downloadHref, webinarPath, WEBINARS, type Download } from "./resources";
import { SITE } from "@/lib/site";
import type { PageContent } from "./types";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES, PROMISES } from "./promises";

const GUIDES = DOWNLOADS.filter((d) => d.group === "guide");
const TEMPLATES = DOWNLOADS.filter((d) => d.group === "template");
const downloadCards = (ds: Download[]) =>
  ds.map((d) => ({
    title: d.title,
    text: d.text,
    meta: d.format.toUpperCase(),
    link: { href: downloadHref(d), label: "Download", download: true },
  }));
export const RESOURCE_PAGES: PageContent[] = [
  {
    path: "/faq",
    title: "Frequently asked questions",
    description: "Answers about applying, loans, rates, documents and support.",
    h1: "Frequently Asked Questions",
    intro: "Everything you need to know about applying for business finance.",
    blocks: [
      {
        kind: "cards",
        id: "categories",
        heading: "Categories",
        // Each category card leads to its questions below (they looked clickable and did nothing).
        items: [
          { title: "Application", text: "3 questions", link: { href: "#application", label: "See the questions" } },
          { title: "Loans", text: "3 questions", link: { href: "#loans", label: "See the questions" } },
          { title: "Rates & fees", text: "2 questions", link: { href: "#rates-fees", label: "See the questions" } },
          { title: "Documents", text: "2 questions", link: { href: "#documents", label: "See the questions" } },
          { title: "Support", text: "2 questions", link: { href: "#support", label: "See the questions" } },
        ],
      },
      {
        kind: "faq",
        id: "application",
        heading: "Application",
        items: [
          {
            q: "How long does approval take?",
            a: `Most lender decisions take ${PROMISES.decision}; funds arrive the same or next business day after signing.`,
          },
          {
            q: "Will applying affect my credit score?",
            a: "No. We start with a soft credit check. A lender makes a hard enquiry only with your consent when you proceed.",
          },
          {
            q: "How long is the application?",
            a: PROMISES.completion.faq,
          },
        ],
      },
      {
        kind: "faq",
        id: "loans",
        heading: "Loans",
        items: [
          { q: "How much can I borrow?", a: "From $10,000 to $1M+ (up to $2 million+ for equipment)." },
          {
            q: "What terms are available?",
            a: `From ${PROMISES.termsFor().min} to ${PROMISES.termsFor().max} months, depending on the product and lender.`,
          },
          { q: "Can I repay early?", a: "Yes, without penalty on most products." },
        ],
      },
      {
        kind: "faq",
        id: "rates-fees",
        heading: "Rates & fees",
        items: [
          {
            q: "What rates can I expect?",
            a: RATES_ANSWER,
          },
          { q: "Are there application fees?", a: "No application fees with us." },
        ],
      },
      {
        kind: "faq",
        id: "documents",
        heading: "Documents",
        items: [
          {
            q: "What documents do I need?",
            a: `${PROMISES.bankStatements}, registration documents, director identification, and recent BAS or financial statements.`,
          },
          {
            q: "How do I upload documents?",
            a: "In your client portal's Documents tab: PDF, Word, Excel, CSV, JPG or PNG up to 10MB each.",
          },
        ],
      },
      {
        kind: "faq",
        id: "support",
        heading: "Support",
        items: [
          {
            q: "How do I contact you?",
            a: "Call 1300 249 386 (Mon-Fri 8:30am-6pm AEST), e-mail us (reply within 2 hours), or message us from your portal (Mon-Fri 9am-5pm).",
          },
          { q: "How quickly will I hear back?", a: "Initial feedback within 4 hours on business days." },
        ],
      },
      {
        kind: "cards",
        id: "contact",
        heading: "Contact us",
        items: [
          {
            title: "Call us",
            text: `${SITE.phone}, Mon-Fri 8:30am-6pm AEST.`,
            link: { href: SITE.phoneHref, label: "Call now" },
          },
          {
            title: "E-mail us",
            text: `${SITE.supportEmail}: we reply within 2 hours on business days.`,
            link: { href: `mailto:${SITE.supportEmail}`, label: "Send an e-mail" },
          },
          {
            title: "Portal messages",
            text: "Message us from your portal, Mon-Fri 9am-5pm.",
            link: { href: "/client#messages", label: "Open your messages" },
          },
          {
            title: "Send a message",
            text: "Use the contact form; we reply within 24 hours.",
            link: { href: "/contact", label: "Contact form" },
          },
        ],
      },
      {
        kind: "cta",
        heading: "Still have questions?",
        text: "Talk to a specialist.",
        primary: { href: "tel:1300249386", label: "Call Now" },
        secondary: { href: "/application", label: "Start Application" },
      },
    ],
  },
  {
    path: "/resources",
    title: "Resources",
    description: "Guides, calculators, webinars and templates for Australian business owners.",
    h1: "Resources",
    intro: "Guides, calculators and templates to help you plan your funding.",
    blocks: [
      { kind: "cards", id: "guides", heading: "Guides", items: downloadCards(GUIDES) },
      {
        kind: "cards",
        id: "calculators",
        heading: "Calculators",
        items: [
          {
            title: "Working capital calculator",
            text: "Estimate repayments.",
            link: { href: "/working-capital#calculator", label: "Open calculator" },
          },
          {
            title: "Equipment finance calculator",
            text: "Estimate equipment repayments.",
            link: { href: "/products/equipment-finance#calculator", label: "Open calculator" },
          },
        ],
      },
      {
        kind: "cards",
        id: "webinars",
        heading: "Webinars",
        items: WEBINARS.map((w) => ({
          title: w.title,
          text: w.length,
          link: { href: webinarPath(w), label: "Watch Recording" },
        })),
      },
      { kind: "cards", id: "templates", heading: "Templates", items: downloadCards(TEMPLATES) },
      {
        kind: "list",
        id: "tips",
        heading: "Expert tips",
        items: [
          "Apply for what you need: a right-sized request is assessed faster.",
          `Keep ${PROMISES.bankStatementMonths} months of business bank statements ready to upload.`,
          "Compare offers on the total repayable, not the headline rate.",
          "Tell us about one-off dips in turnover up front; lenders prefer the explanation to the surprise.",
          "Match the term to the purpose: short facilities for stock, longer terms for equipment.",
          "Checking your options is a soft enquiry: it does not affect your credit score.",
        ],
      },
      {
        kind: "form",
        heading: "Get our monthly newsletter",
        which: "newsletter",
        intro: `Join ${COMPANY_FIGURES.newsletterSubscribers} subscribers (${COMPANY_FIGURE_LABEL}). Monthly, no spam; confirm by e-mail.`,
      },
      { kind: "cta", heading: "Ready when you are", text: "See your options today.", primary: APPLY },
    ],
  },
  ...WEBINARS.map((w): PageContent => ({
    path: webinarPath(w),
    title: `${w.title} (webinar recording)`,
    description: `The recording of our webinar "${w.title}", chapter by chapter.`,
    h1: w.title,
    intro: `Webinar recording, ${w.length.replace(/\.$/, "")}. Each chapter below summarises what was covered, with its start time.`,
    blocks: [
      {
        kind: "steps",
        id: "chapters",
        heading: "Chapters",
        items: w.chapters.map((c) => ({ title: `${c.time} ${c.heading}`, text: c.text })),
      },
      {
        kind: "cta",
        heading: "More resources",
        text: "Guides, calculators and templates.",
        primary: { href: "/resources", label: "Back to Resources" },
        secondary: APPLY,
      },
    ],
  })),
];
