/** The company pages: about, pricing and features. */
import {
  amountRateBand,
  APPROVAL_WITH_US,
  rateFrom,
  representativeExampleText,
  TRADITIONAL_LENDER_APPROVAL,
} from "@/lib/lenders/client";
import { formatRate } from "@/lib/money/client";
import { APPLY, CALL } from "./content-shared";
import type { PageContent } from "./types";
import { COMPANY_FIGURE_LABEL, COMPANY_FIGURES, PROMISES } from "./promises";

/** A pricing tier's "from X%": the lowest rate of the panel's lenders that lend in its amount band. */
const tierFrom = (from: number, to?: number) => `from ${formatRate(amountRateBand(from, to).minBps)}`;
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const ABOUT_PAGES: PageContent[] = [
  {
    path: "/about",
    title: "About us",
    description:
      "Why BizFund exists: faster, fairer business finance for Australian SMEs, from one application matched to 20+ lenders.",
    h1: "About BizFund Australia",
    intro:
      "We help Australian small and medium businesses get funded quickly, with honest quotes from a panel of 20+ lenders.",
    blocks: [
      {
        kind: "text",
        id: "mission",
        heading: "Our mission",
        paragraphs: [
          "Business owners should spend their time running their business, not chasing banks. One application, matched to the lenders most likely to say yes, with every cost shown up front.",
        ],
      },
      {
        kind: "cards",
        id: "values",
        heading: "Our values",
        items: [
          { title: "Customer-Centric", text: "Every decision starts with what helps the business owner." },
          { title: "Transparency", text: "Rates, fees and repayments shown up front; no hidden costs." },
          { title: "Speed", text: `Decisions in ${PROMISES.decision}, funds the same or next business day.` },
          { title: "Excellence", text: "Specialists who know lending and know small business." },
        ],
      },
      {
        kind: "cards",
        id: "team",
        heading: "Leadership",
        items: [
          { title: "Sarah Mitchell", text: "Chief Executive Officer" },
          { title: "David Chen", text: "Chief Credit Officer" },
          { title: "Priya Sharma", text: "Head of Partnerships" },
          { title: "James O'Connor", text: "Chief Technology Officer" },
        ],
      },
      {
        kind: "steps",
        heading: "Our journey",
        items: [
          { title: "2020", text: "Founded in Melbourne to fix small-business lending." },
          { title: "2021", text: "Lender panel grows past 10 lenders." },
          { title: "2022", text: "Partner program launches for accountants and brokers." },
          { title: "2023", text: "Online matching across 20+ lenders." },
          { title: "2024", text: "$500M+ facilitated for Australian businesses." },
        ],
      },
      {
        kind: "stats",
        heading: "Our impact",
        items: [
          { value: COMPANY_FIGURES.facilitated, label: `facilitated (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.businessesFunded, label: `businesses funded (${COMPANY_FIGURE_LABEL})` },
          { value: PROMISES.decision, label: "lender decision times" },
          { value: COMPANY_FIGURES.clientSatisfaction, label: `client satisfaction (${COMPANY_FIGURE_LABEL})` },
        ],
      },
      {
        kind: "cta",
        heading: "Ready to grow?",
        text: "Apply once and compare offers from our lender panel.",
        primary: APPLY,
        secondary: { href: "/contact", label: "Contact us" },
      },
    ],
  },
  {
    path: "/about-us",
    title: "About our company",
    description: `${COMPANY_FIGURES.facilitated} facilitated for ${COMPANY_FIGURES.businessesFunded} Australian businesses since ${COMPANY_FIGURES.founded}, with ${COMPANY_FIGURES.activePartners} partner brokers (${COMPANY_FIGURE_LABEL}).`,
    h1: "About Us",
    intro: `Operating since ${COMPANY_FIGURES.founded}, we have helped ${COMPANY_FIGURES.businessesFunded} Australian businesses access ${COMPANY_FIGURES.facilitated} in funding alongside ${COMPANY_FIGURES.activePartners} partner brokers (${COMPANY_FIGURE_LABEL}).`,
    blocks: [
      {
        kind: "text",
        id: "mission",
        heading: "Our Mission",
        paragraphs: [
          "To make business finance simple, fast and fair: one application, the right lenders, and clear costs.",
        ],
      },
      {
        kind: "cards",
        id: "team",
        heading: "Our Team",
        items: [
          { title: "Sarah Mitchell", text: "Chief Executive Officer" },
          { title: "David Chen", text: "Chief Credit Officer" },
          { title: "Priya Sharma", text: "Head of Partnerships" },
          { title: "James O'Connor", text: "Chief Technology Officer" },
        ],
      },
      {
        kind: "list",
        id: "values",
        heading: "Our Values",
        items: ["Customer-Centric", "Transparency", "Speed", "Excellence"],
      },
      {
        kind: "list",
        id: "awards",
        heading: "Awards & Recognition",
        items: [
          "Finalist, Australian Fintech Awards (fictional)",
          "Top 50 SME Lending Platforms (fictional)",
          "Customer Service Excellence (fictional)",
        ],
      },
      {
        kind: "stats",
        heading: "By the numbers",
        items: [
          { value: COMPANY_FIGURES.facilitated, label: `facilitated (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.businessesFunded, label: `businesses (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.activePartners, label: `partner brokers (${COMPANY_FIGURE_LABEL})` },
          { value: COMPANY_FIGURES.founded, label: "operating since" },
        ],
      },
      { kind: "cta", heading: "Talk to us", text: "Apply online or call our team.", primary: APPLY, secondary: CALL },
    ],
  },
  {
    path: "/pricing",
    title: "Pricing",
    description: "Transparent business loan pricing: Starter, Growth and Enterprise tiers, no application fees.",
    h1: "Simple, transparent pricing",
    intro: "No application fees. Your rate depends on your business and the lender; these tiers show typical ranges.",
    blocks: [
      {
        kind: "pricing",
        heading: "Loan tiers",
        items: [
          {
            name: "Starter",
            description: "For smaller, short-term needs. Quick decisions.",
            loanRange: "$10k-$50k",
            rate: tierFrom(10_000, 49_999),
            term: PROMISES.termsForAmount(10_000, 49_999),
            features: ["No application fee", `Decision in ${APPROVAL_WITH_US}`, "Soft credit check first"],
            link: { href: "/application", label: "Get Started" },
          },
          {
            name: "Growth",
            description: "For expansion, stock and equipment. Dedicated specialist.",
            loanRange: "$50k-$250k",
            rate: tierFrom(50_000, 249_999),
            term: PROMISES.termsForAmount(50_000, 249_999),
            features: [
              "No application fee",
              "A dedicated finance specialist",
              `Quotes from ${PROMISES.lenders} lenders compared`,
            ],
            popular: true,
            link: { href: "/application", label: "Get Started" },
          },
          {
            name: "Enterprise",
            description: "For established businesses with larger plans.",
            loanRange: "$250k-$1M+",
            rate: tierFrom(250_000),
            term: PROMISES.termsForAmount(250_000),
            features: [
              "No application fee",
              "A dedicated finance specialist",
              `Terms up to ${PROMISES.termsFor().max} months`,
            ],
            link: { href: "/application", label: "Get Started" },
          },
        ],
      },
      {
        kind: "cards",
        heading: "Loan types",
        items: [
          {
            title: "Working capital",
            text: capitalise(rateFrom("working_capital")),
            link: { href: "/working-capital", label: "Learn more" },
          },
          {
            title: "Equipment finance",
            text: capitalise(rateFrom("equipment")),
            link: { href: "/products/equipment-finance", label: "Learn more" },
          },
          {
            title: "Line of credit",
            text: capitalise(rateFrom("line_of_credit")),
            link: { href: "/products/line-of-credit", label: "Learn more" },
          },
        ],
      },
      {
        kind: "list",
        heading: "Why businesses choose us",
        items: [
          "No application fees (traditional lenders charge $500-2,000)",
          "One application, 20+ lenders",
          "Soft credit check first",
          "Early repayment without penalty on most products",
        ],
      },
      {
        kind: "text",
        heading: "Repayment example",
        paragraphs: [`${representativeExampleText()} Illustrative only, not an offer of credit.`],
      },
      {
        kind: "cta",
        heading: "See your real rate",
        text: "Indicative quotes in minutes, no impact on your credit score.",
        primary: APPLY,
      },
    ],
  },
  {
    path: "/features",
    title: "Features",
    description: "Smart lender matching, honest quotes, a secure portal and expert support.",
    h1: "Everything you need to get funded",
    intro: "Our platform does the legwork: it matches your application to the lenders most likely to approve it.",
    blocks: [
      {
        kind: "cards",
        heading: "Core features",
        items: [
          { title: "One application", text: "Apply once; we match you to 20+ lenders." },
          { title: "Honest quotes", text: "Rate, repayment, fees and total cost side by side." },
          { title: "Secure portal", text: "Track progress, upload documents and message our team." },
          { title: "Expert support", text: "Specialists by phone, e-mail and chat." },
        ],
      },
      {
        kind: "cards",
        heading: "Advanced capabilities",
        items: [
          { title: "Smart matching", text: "Lender criteria applied to your profile, with reasons." },
          { title: "Risk insights", text: "A transparent scorecard our team uses to prepare your file." },
          { title: "Document checks", text: "Secure upload with type and size checks." },
          { title: "Partner referrals", text: "Brokers and accountants track referred clients." },
          { title: "Status timeline", text: "Every step recorded and visible to you." },
          { title: "Notifications", text: "E-mail updates when your application moves." },
        ],
      },
      {
        kind: "table",
        heading: "Compared with traditional banks",
        caption: "Us versus traditional banks",
        columns: ["", "BizFund", "Traditional bank"],
        rows: [
          ["Approval", APPROVAL_WITH_US, TRADITIONAL_LENDER_APPROVAL],
          ["Application fees", "None", "$500-2,000"],
          ["Lenders compared", PROMISES.lenders, "1"],
        ],
      },
      {
        kind: "stats",
        heading: "Smart matching at work",
        items: [
          { value: String(PROMISES.lenderCount), label: "lenders on our panel" },
          { value: PROMISES.decision, label: "lender decision times" },
        ],
      },
      {
        kind: "cta",
        heading: "Try it now",
        text: "See your options in minutes.",
        primary: APPLY,
        secondary: { href: "/pricing", label: "View pricing" },
      },
    ],
  },
];
