/** The specialist product pages: equipment, trade, seasonal finance and expansion capital. */
import { APPLY, PRODUCT_NOTE as NOTE } from "./content-shared";
import { comparisonBlock, productFaqBlock } from "./content-product-extras";
import type { PageContent } from "./types";
import { PROMISES } from "./promises";

export const SPECIALIST_PRODUCT_PAGES: PageContent[] = [
  {
    path: "/products/equipment-finance",
    title: "Equipment finance",
    description: `Equipment finance up to $2M+ over ${PROMISES.terms("equipment")} months, deposit from 10%, lender decisions in ${PROMISES.decisionFor("equipment")}.`,
    h1: "Equipment finance",
    intro: `Finance equipment up to $2M+ over ${PROMISES.terms("equipment")} months, deposit from 10%, lender decisions in ${PROMISES.decisionFor("equipment")}.`,
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "list",
        id: "equipment-types",
        heading: "What you can finance",
        items: [
          "Vehicles and trucks",
          "Machinery and manufacturing lines",
          "Medical and dental equipment",
          "IT and office fit-outs",
          "Agricultural equipment",
        ],
      },
      {
        kind: "cards",
        id: "finance-options",
        heading: "Finance structures",
        items: [
          { title: "Chattel mortgage", text: "Own it from day one; the equipment secures the loan." },
          { title: "Finance lease", text: "Lease with an option to own at the end." },
          { title: "Operating lease", text: "Use it, upgrade it, hand it back." },
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Equipment repayment calculator", which: "equipment" },
      comparisonBlock("Equipment finance", "equipment"),
      productFaqBlock("equipment", [
        {
          q: "Who owns the equipment?",
          a: "With a chattel mortgage you own it from day one and it secures the loan; with a finance lease you can own it at the end; with an operating lease you use it, then upgrade or hand it back.",
        },
        { q: "How much deposit do I need?", a: "A deposit from 10%, depending on the equipment and the lender." },
      ]),
      { kind: "cta", id: "apply", heading: "Apply for equipment finance", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/trade-finance",
    title: "Trade finance",
    description: "Letters of credit, bank guarantees, documentary collections and trade facilities, multi-currency.",
    h1: "Trade finance",
    intro: "Import and export with confidence: facilities up to $10M+, setup in 2-5 days, multi-currency.",
    hero: { primary: APPLY },
    blocks: [
      {
        kind: "cards",
        id: "products",
        heading: "Products",
        items: [
          { title: "Letters of credit", text: "Payment certainty for your suppliers." },
          { title: "Bank guarantees", text: "Secure contracts and leases." },
          { title: "Documentary collections", text: "Documents released against payment." },
          { title: "Trade finance facilities", text: "Revolving funding for 30-180 days, multi-currency." },
        ],
      },
      {
        kind: "steps",
        id: "process",
        heading: "Process",
        items: [
          { title: "Assessment", text: "Same day." },
          { title: "Documentation review", text: "24 hours." },
          { title: "Instrument issuance", text: "2-3 days." },
        ],
      },
      comparisonBlock("Trade finance", "trade"),
      productFaqBlock("trade", [
        {
          q: "What can you arrange?",
          a: "Revolving trade finance facilities for 30-180 days, letters of credit, bank guarantees and documentary collections, in several currencies.",
        },
        {
          q: "How long does setup take?",
          a: "Usually 2-5 days: assessment the same day, documentation review within 24 hours and the instrument issued in 2-3 days.",
        },
      ]),
      { kind: "cta", id: "apply", heading: "Apply for trade finance", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/seasonal-finance",
    title: "Seasonal finance",
    description: `Seasonal finance up to $300,000 for ${PROMISES.terms("working_capital")} months to get through peaks and troughs.`,
    h1: "Seasonal finance",
    intro: `Up to $300,000 for ${PROMISES.terms("working_capital")} months, with repayments that follow your season.`,
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "list",
        heading: "Ideal for",
        items: [
          "Retail before Christmas",
          "Agriculture before harvest",
          "Tourism before the holidays",
          "Hospitality before summer",
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Apply", text: "Online in minutes." },
          { title: "Plan repayments", text: "Aligned with your cash flow." },
          { title: "Get a decision", text: `Within ${PROMISES.decisionFor("working_capital")}.` },
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Seasonal finance calculator", which: "seasonal" },
      comparisonBlock("Seasonal finance", "working_capital"),
      productFaqBlock("working_capital", [
        {
          q: "How much can I borrow, and for how long?",
          a: `Up to $300,000 for ${PROMISES.terms("working_capital")} months.`,
        },
        {
          q: "When is the best time to apply?",
          a: "A few weeks before your peak, so the funds arrive before you need to buy stock or hire.",
        },
      ]),
      { kind: "cta", heading: "Apply for seasonal finance", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/expansion-capital",
    title: "Expansion capital",
    description: `Expansion capital up to $1,500,000 for ${PROMISES.terms("term_loan")} months: new sites, new markets, new teams.`,
    h1: "Expansion capital",
    intro: `Up to $1,500,000 for ${PROMISES.terms("term_loan")} months to open new sites, enter new markets or hire.`,
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "list",
        heading: "What businesses use it for",
        items: ["New locations and fit-outs", "Acquisitions", "Hiring and training", "Marketing into new markets"],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Apply", text: "Tell us your plan." },
          { title: "Compare offers", text: "From our lender panel." },
          { title: "Grow", text: "Funds the same or next business day after signing." },
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Expansion capital calculator", which: "expansion" },
      comparisonBlock("Expansion capital", "term_loan"),
      productFaqBlock("term_loan", [
        {
          q: "What can expansion capital pay for?",
          a: "New locations and fit-outs, acquisitions, hiring and training, and marketing into new markets.",
        },
        {
          q: "How much can I borrow, and for how long?",
          a: `Up to $1,500,000 over ${PROMISES.terms("term_loan")} months.`,
        },
      ]),
      { kind: "cta", heading: "Apply for expansion capital", text: NOTE, primary: APPLY },
    ],
  },
];
