import { RATES_ANSWER } from "@/lib/lenders/client";
import { downloadHref, PARTNER_INFO_PACK, PARTNER_DISCLOSURE } from "./resources";
import type { PageContent } from "./types";
import { formatAud, formatCompactAud } from "@/lib/money/client";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES, PROMISES } from "./promises";

export const PARTNER_PAGES: PageContent[] = [
  {
    path: "/contact",
    title: "Contact us",
    description: "Call 1300 249 386, e-mail us or send a message. Offices in Sydney, Melbourne and Brisbane.",
    h1: "Get in Touch",
    intro: "Questions about funding? Our specialists are here to help.",
    blocks: [
      {
        kind: "cards",
        heading: "Support",
        items: [
          { title: "Phone Support", text: "Mon-Fri 8AM-6PM AEST · 1300 249 386" },
          { title: "Email Support", text: "24/7 Response · hello@bizfund.example" },
          { title: "Portal messages", text: "Message us from your portal" },
        ],
      },
      { kind: "form", id: "message", heading: "Send us a Message", which: "contact" },
      {
        kind: "cards",
        heading: "Our Offices",
        items: [
          { title: "Sydney", text: "Level 8, 1 Market Street, Sydney NSW 2000 · (02) 9000 1234" },
          { title: "Melbourne", text: "Level 12, 350 Collins Street, Melbourne VIC 3000 · (03) 9000 1234" },
          { title: "Brisbane", text: "Level 5, 100 Eagle Street, Brisbane QLD 4000 · (07) 3000 1234" },
        ],
      },
      {
        kind: "table",
        heading: "Business Hours",
        caption: "Business hours",
        columns: ["Day", "Hours"],
        rows: [
          ["Mon-Fri", "8:00 AM-6:00 PM"],
          ["Saturday", "9:00 AM-1:00 PM"],
          ["Sunday", "Closed"],
        ],
        note: "Emergency funding support 24/7 by phone.",
      },
      {
        kind: "faq",
        heading: "Frequently Asked Questions",
        items: [
          { q: "How fast is a decision?", a: `Lenders usually decide in ${PROMISES.decision}.` },
          {
            q: "What documents do I need?",
            a: "Bank statements, registration documents, director ID and recent BAS or financials.",
          },
          { q: "What rates do you offer?", a: RATES_ANSWER },
          { q: "What is the minimum loan?", a: "$10,000." },
        ],
      },
      {
        kind: "cta",
        heading: "Ready to Get Started?",
        text: "Apply online or talk to us now.",
        primary: { href: "/application", label: "Start Application" },
        secondary: { href: "tel:1300249386", label: "Call Us Now" },
      },
    ],
  },
  {
    path: "/partner-program",
    title: "Partner program",
    description:
      "Refer business clients and earn a 50-50 commission split, up to $5,000 per referral, paid within 48 hours of settlement.",
    h1: "Partner Program",
    intro: "Refer your business clients; we handle the funding and share the commission with you.",
    hero: { primary: { href: "#apply", label: "Join Now" }, secondary: { href: "/signin", label: "Partner Login" } },
    blocks: [
      {
        kind: "stats",
        heading: "Why partners join",
        items: [
          { value: formatCompactAud(PROMISES.maxAmount), label: "max funding on our panel" },
          { value: PROMISES.decision, label: "lender decisions" },
          { value: COMPANY_FIGURES.partnerSatisfaction, label: `satisfaction (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.activePartners, label: `active partners (${COMPANY_FIGURE_LABEL})` },
        ],
      },
      {
        kind: "cards",
        id: "benefits",
        heading: "Benefits",
        items: [
          {
            title: "Attractive rewards",
            text: "50-50 commission split, up to $5,000 per referral, paid within 48 hours of settlement.",
          },
          { title: "Fast decisions", text: `Your clients hear back from lenders in ${PROMISES.decision}.` },
          { title: "Full support", text: "A dedicated partner manager and a portal to track every referral." },
        ],
      },
      {
        kind: "steps",
        id: "how-it-works",
        heading: "How it works",
        items: [
          { title: "Refer", text: "Share your referral link or add a lead." },
          { title: "We handle everything", text: "Matching, paperwork and settlement." },
          { title: "You get paid", text: "Within 48 hours of settlement." },
        ],
      },
      {
        kind: "text",
        id: "support",
        heading: "Support",
        paragraphs: ["Your partner manager is a call away: 1300 249 386."],
      },
      {
        kind: "text",
        id: "partner-terms",
        heading: "About these figures",
        paragraphs: [PARTNER_DISCLOSURE],
      },
      { kind: "form", id: "apply", heading: "Partner Application", which: "partner" },
      {
        kind: "cta",
        heading: "Prefer to talk?",
        text: "Call our partnerships team.",
        primary: { href: "tel:1300249386", label: "Call Us Instead" },
      },
    ],
  },
  {
    path: "/mortgage-broker-partners",
    title: "Mortgage broker partnerships",
    description: "Add business finance to your mortgage broking: refer clients, we handle everything, you get paid.",
    h1: "Mortgage Broker Partnerships",
    intro: "Your clients own businesses. Refer them to us and earn on every settled business loan.",
    hero: {
      primary: { href: "#apply", label: "Become a Partner" },
      secondary: { href: "/broker-portal", label: "Access Broker Portal" },
      tertiary: { href: downloadHref(PARTNER_INFO_PACK), label: "Download Info Pack", download: true },
    },
    headerCta: { href: "/broker-portal", label: "Access Broker Portal" },
    scrollHeader: true,
    blocks: [
      {
        kind: "table",
        heading: "Commission calculator",
        caption: "Example monthly commission",
        columns: ["Assumption", "Value"],
        rows: [
          ["Clients referred per month", String(PROMISES.commissionExample.clientsPerMonth)],
          ["Average loan", formatAud(PROMISES.commissionExample.averageLoan)],
          ["Upfront commission", `${PROMISES.commissionExample.upfrontRate} of the amount settled`],
          ["Commission split", PROMISES.commissionExample.split],
          ["Your monthly commission", PROMISES.commissionExample.monthly],
        ],
        note: "Illustrative example only: the upfront commission on three settled loans a month at today's partner terms, before any trail.",
      },
      {
        kind: "list",
        heading: "Why choose us",
        items: [
          `${PROMISES.lenders} lenders on one panel`,
          "A portal to track every referral",
          "Commission paid within 48 hours of settlement",
          "Your client relationship stays yours",
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Refer", text: "Send us your client." },
          { title: "We handle everything", text: "From application to settlement." },
          { title: "You get paid", text: "A 50-50 split of our commission." },
        ],
      },
      {
        kind: "text",
        id: "partner-terms",
        heading: "About these figures",
        paragraphs: [PARTNER_DISCLOSURE],
      },
      { kind: "form", id: "apply", heading: "Apply to partner with us", which: "broker" },
    ],
  },
];
