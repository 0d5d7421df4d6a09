import { APPROVAL_WITH_US, rateFrom, TRADITIONAL_LENDER_APPROVAL } from "@/lib/lenders/client";
import { applyHref } from "@/lib/applications/client";
import { APPLY, ELIGIBILITY, PRODUCT_NOTE as NOTE } from "./content-shared";

/** A product card's Apply button: the wizard, carrying a typical amount for that product. */
const applyFor = (amount: number) => ({ href: applyHref(amount), label: "Apply" });
import { SPECIALIST_PRODUCT_PAGES } from "./content-products-specialist";
import { comparisonBlock, productFaqBlock } from "./content-product-extras";
import type { PageContent } from "./types";
import { PROMISES } from "./promises";

export const PRODUCT_PAGES: PageContent[] = [
  {
    path: "/working-capital",
    title: "Working capital loans",
    description:
      "Working capital loans from $10k to $1.5M for Australian businesses. Calculate repayments and apply in minutes.",
    h1: "Working capital loans",
    intro: "Funding from $10k to $1.5M to cover payroll, stock and the gaps between invoices.",
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "cards",
        heading: "Benefits",
        items: [
          { title: "Fast decisions", text: `${PROMISES.decisionFor("working_capital")}.` },
          { title: "Flexible terms", text: `${PROMISES.terms("working_capital")} months.` },
          { title: "No application fees", text: "Compare 20+ lenders free." },
        ],
      },
      {
        kind: "cards",
        heading: "Products",
        items: [
          {
            title: "Line of credit",
            text: `Up to $750,000, ${PROMISES.terms("line_of_credit")} months.`,
            link: { href: "/products/line-of-credit", label: "Learn More" },
            apply: applyFor(100_000),
          },
          {
            title: "Cash flow finance",
            text: `Up to $500,000, ${PROMISES.terms("working_capital")} months.`,
            link: { href: "/products/cash-flow", label: "Learn More" },
            apply: applyFor(100_000),
          },
          {
            title: "Invoice finance",
            text: "Up to 85% of invoice value.",
            link: { href: "/products/invoice-finance", label: "Learn More" },
            apply: applyFor(50_000),
          },
          {
            title: "Seasonal finance",
            text: `Up to $300,000, ${PROMISES.terms("working_capital")} months.`,
            link: { href: "/products/seasonal-finance", label: "Learn More" },
            apply: applyFor(50_000),
          },
          {
            title: "Expansion capital",
            text: `Up to $1,500,000, ${PROMISES.terms("term_loan")} months.`,
            link: { href: "/products/expansion-capital", label: "Learn More" },
            apply: applyFor(250_000),
          },
          {
            title: "Trade finance",
            text: "Import and export facilities.",
            link: { href: "/products/trade-finance", label: "Learn More" },
            apply: applyFor(150_000),
          },
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Working capital calculator", which: "working-capital" },
      {
        kind: "list",
        heading: "Industries we fund",
        items: ["Manufacturing", "Retail", "Construction", "Professional Services", "Technology", "Healthcare"],
      },
      {
        kind: "list",
        id: "eligibility",
        heading: "Eligibility",
        items: ELIGIBILITY,
      },
      comparisonBlock("Working capital", "working_capital"),
      productFaqBlock("working_capital", [
        {
          q: "What can I use working capital for?",
          a: `Payroll, stock, supplier bills and the gaps between invoices: funding from $10k to $1.5M over ${PROMISES.terms("working_capital")} months.`,
        },
        {
          q: "How fast is a decision?",
          a: `Most decisions take ${APPROVAL_WITH_US} once your application is complete.`,
        },
      ]),
      { kind: "cta", heading: "Get working capital", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/line-of-credit",
    title: "Business line of credit",
    description: `A business line of credit up to $750,000 for ${PROMISES.terms("line_of_credit")} months: draw, repay and redraw.`,
    h1: "Business line of credit",
    intro: "Draw what you need up to $750,000, pay interest only on what you use, and redraw as you repay.",
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "stats",
        heading: "At a glance",
        items: [
          { value: "$750k", label: "maximum limit" },
          { value: PROMISES.terms("line_of_credit"), label: "months" },
          { value: rateFrom("line_of_credit"), label: "p.a. (illustrative)" },
          { value: PROMISES.decisionFor("line_of_credit"), label: "lender decisions" },
        ],
      },
      {
        kind: "list",
        heading: "Benefits and features",
        items: [
          "Interest only on what you draw",
          "Redraw as you repay",
          "Weekly, fortnightly or monthly repayments by direct debit",
          "Early repayment without penalty",
        ],
      },
      {
        kind: "table",
        heading: "Line of credit versus a traditional loan",
        caption: "Comparison",
        columns: ["", "Line of credit", "Traditional loan"],
        rows: [
          ["Interest", "On the amount drawn", "On the full amount"],
          ["Access", "Draw any time", "Once, up front"],
          ["Approval", APPROVAL_WITH_US, TRADITIONAL_LENDER_APPROVAL],
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Apply", text: "Online in minutes." },
          { title: "Get a decision", text: `Within ${PROMISES.decisionFor("line_of_credit")}.` },
          { title: "Draw funds", text: "As you need them." },
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Line of credit repayment calculator", which: "line-of-credit" },
      comparisonBlock("A line of credit", "line_of_credit"),
      productFaqBlock("line_of_credit", [
        {
          q: "How is a line of credit different from a loan?",
          a: "You draw what you need up to your limit and pay interest only on what you have drawn. As you repay, you can draw again.",
        },
        {
          q: "How much can I draw?",
          a: `Limits up to $750,000, over ${PROMISES.terms("line_of_credit")} months. The calculator shows the repayment if you draw an amount and repay it over the term.`,
        },
      ]),
      { kind: "cta", heading: "Apply for a line of credit", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/cash-flow",
    title: "Cash flow finance",
    description: `Cash flow finance up to $500,000 for ${PROMISES.terms("working_capital")} months, decision within ${PROMISES.decisionFor("working_capital")}, interest-only and seasonal options.`,
    h1: "Cash flow finance",
    intro: `Up to $500,000 for ${PROMISES.terms("working_capital")} months, with a decision within ${PROMISES.decisionFor("working_capital")}.`,
    hero: { primary: APPLY, secondary: { href: "#calculator", label: "Calculate repayments" } },
    blocks: [
      {
        kind: "cards",
        id: "features",
        heading: "Features",
        items: [
          { title: `Decision within ${PROMISES.decisionFor("working_capital")}`, text: "Funds soon after." },
          { title: "Interest-only options", text: "Ease repayments early on." },
          { title: "Seasonal repayments", text: "Match your trading cycle." },
        ],
      },
      {
        kind: "cards",
        id: "scenarios",
        heading: "Use cases",
        items: [
          { title: "Payroll", text: "Pay staff while invoices clear." },
          { title: "Stock", text: "Buy ahead of peak season." },
          { title: "Bills", text: "Cover tax and supplier bills." },
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Apply", text: PROMISES.completion.apply },
          { title: "Upload", text: "Bank statements and BAS." },
          { title: "Get funded", text: "Same or next business day." },
        ],
      },
      {
        kind: "list",
        heading: "Eligibility and documents",
        items: [
          "ABN with at least 6 months trading",
          "Monthly turnover of at least $20,000",
          PROMISES.bankStatements,
          "Registration documents and director identification",
          "Recent BAS or financial statements",
        ],
      },
      { kind: "calculator", id: "calculator", heading: "Cash flow finance calculator", which: "cash-flow" },
      comparisonBlock("Cash flow finance", "working_capital"),
      productFaqBlock("working_capital", [
        {
          q: "How quickly can I get a decision?",
          a: `Lenders decide within ${PROMISES.decisionFor("working_capital")} of a complete application, with funds soon after you sign.`,
        },
        {
          q: "What documents do I need?",
          a: `The last ${PROMISES.bankStatementMonths} months of bank statements, registration documents, director identification, and a recent BAS or financial statements.`,
        },
      ]),
      { kind: "cta", heading: "Apply for cash flow finance", text: NOTE, primary: APPLY },
    ],
  },
  {
    path: "/products/invoice-finance",
    title: "Invoice finance",
    description: "Unlock up to 85% of your invoice value, 30-120 day terms, same day if you apply before 2 PM.",
    h1: "Invoice finance",
    intro: "Turn unpaid invoices into cash: up to 85% of invoice value, same day if you apply before 2 PM.",
    hero: { primary: APPLY },
    blocks: [
      {
        kind: "table",
        id: "features",
        heading: "Advance examples",
        caption: "Advance at 85% of invoice value",
        columns: ["Invoice value", "Advance"],
        rows: [
          ["$50,000", "$42,500"],
          ["$100,000", "$85,000"],
          ["$250,000", "$212,500"],
        ],
        note: `30-120 day terms. Lender decisions in ${PROMISES.decisionFor("invoice")}.`,
      },
      {
        kind: "cards",
        id: "types",
        heading: "Types",
        items: [
          { title: "Confidential", text: "Your customers pay you as usual." },
          { title: "Disclosed", text: "Customers pay the financier directly." },
        ],
      },
      {
        kind: "list",
        heading: "Ideal industries",
        items: ["Wholesale", "Manufacturing", "Transport & Logistics", "Professional Services", "Recruitment"],
      },
      comparisonBlock("Invoice finance", "invoice"),
      productFaqBlock("invoice", [
        {
          q: "How much can I get against an invoice?",
          a: "Up to 85% of the invoice value, on invoices with 30-120 day terms.",
        },
        {
          q: "Will my customers know?",
          a: "Not with confidential invoice finance: your customers pay you as usual. With disclosed invoice finance they pay the financier directly.",
        },
      ]),
      { kind: "cta", id: "apply", heading: "Apply for invoice finance", text: NOTE, primary: APPLY },
    ],
  },
  ...SPECIALIST_PRODUCT_PAGES,
];
