/**
 * The Resources page's downloads and webinar recordings (spec §2 Resources: guides, calculators and
 * reports with 'Download', webinars with 'Watch Recording', templates, expert tips). Downloads are
 * real files built from this content by GET /api/resources/{file} (rendered in ./resource-files);
 * pure, and safe for client bundles.
 */
import { representativeExampleText } from "@/lib/lenders/client";
import { formatAud } from "@/lib/money/client";
import { COMPANY_FIGURES, PROMISES } from "./promises";

export interface Download {
  slug: string;
  group: "guide" | "template";
  title: string;
  text: string;
  format: "pdf" | "csv";
  /** Paragraphs for a PDF ("# " starts a heading, "- " a bullet), or rows for a CSV. */
  body: string[] | string[][];
}

export const NOTE =
  "General information only: it does not take your circumstances into account and is not an offer of credit.";

export const DOWNLOADS: Download[] = [
  {
    slug: "preparing-your-loan-application",
    group: "guide",
    title: "Preparing your loan application",
    text: "A checklist of documents and tips.",
    format: "pdf",
    body: [
      "# Before you apply",
      "- Your ABN, and ACN if you trade through a company.",
      "- Your business's trading history: how long you have traded under the current ABN.",
      "- Average monthly turnover for the last 6 to 12 months.",
      "- What the funds are for and how much you need; a lender asks how repayments will be met.",
      "# Documents lenders usually ask for",
      `- Business bank statements for the last ${PROMISES.bankStatementMonths} months.`,
      "- The last two years of financial statements or tax returns for amounts over $250,000.",
      "- BAS statements for the last 4 quarters if you are registered for GST.",
      "- Photo identification of each director or guarantor.",
      "- For equipment finance: the supplier's quote or tax invoice.",
      "# Tips",
      "- Apply for what you need, not the most you could borrow: a smaller request is assessed faster.",
      "- Explain any unusual months in your statements (a large one-off payment, a seasonal dip).",
      "- Keep your ATO account up to date; an ATO payment plan is fine if you disclose it.",
      "- Checking your options with us is a soft enquiry and does not affect your credit score.",
    ],
  },
  {
    slug: "understanding-business-loan-costs",
    group: "guide",
    title: "Understanding business loan costs",
    text: "Rates, fees and total cost explained.",
    format: "pdf",
    body: [
      "# The interest rate",
      "Business lenders quote either an annual interest rate or a factor rate. A factor rate of 1.2 on $100,000 means you repay $120,000 however fast you repay it; compare offers on the total repayable, not the headline rate.",
      "# Fees",
      "- Establishment fee: charged once, often 1% to 3% of the amount, sometimes added to the loan.",
      "- Monthly account fees and direct-debit dishonour fees.",
      "- Early repayment: some loans charge a break fee, some give a discount, some neither.",
      "# Total cost",
      "Total repayable = all repayments + all fees. Our quotes show the monthly repayment, the establishment fee and the total repayable for every eligible lender, ranked by total cost.",
      "# Representative example",
      representativeExampleText(),
    ],
  },
  {
    slug: "cash-flow-planning",
    group: "guide",
    title: "Cash flow planning",
    text: "Forecast your working capital needs.",
    format: "pdf",
    body: [
      "# Why forecast",
      "Most businesses that run short of cash are profitable on paper: customers pay after suppliers must be paid. A 13-week forecast shows the gap before it arrives.",
      "# How to build a 13-week forecast",
      "- Start from today's bank balance.",
      "- List expected receipts each week: invoices falling due, card takings, other income.",
      "- List payments each week: wages, rent, suppliers, BAS and PAYG, loan repayments.",
      "- The closing balance of each week is the next week's opening balance.",
      "- Update it every week with what actually happened.",
      "# Reading the result",
      "A dip below your buffer in a future week is the working capital you need, and for how long. Short dips suit a line of credit or invoice finance; a lasting gap suits a term loan.",
    ],
  },
  {
    slug: "13-week-cash-flow-forecast",
    group: "template",
    title: "13-week cash flow forecast",
    text: "Spreadsheet template.",
    format: "csv",
    body: [
      ["Item", ...Array.from({ length: 13 }, (_, i) => `Week ${i + 1}`)],
      ["Opening balance", ...Array<string>(13).fill("")],
      ["Receipts: customer payments", ...Array<string>(13).fill("")],
      ["Receipts: other income", ...Array<string>(13).fill("")],
      ["Payments: wages and super", ...Array<string>(13).fill("")],
      ["Payments: rent", ...Array<string>(13).fill("")],
      ["Payments: suppliers", ...Array<string>(13).fill("")],
      ["Payments: BAS, PAYG and tax", ...Array<string>(13).fill("")],
      ["Payments: loan repayments", ...Array<string>(13).fill("")],
      ["Net cash flow (receipts - payments)", ...Array<string>(13).fill("")],
      ["Closing balance (opening + net)", ...Array<string>(13).fill("")],
    ],
  },
  {
    slug: "business-plan-outline",
    group: "template",
    title: "Business plan outline",
    text: "For lenders and investors.",
    format: "pdf",
    body: [
      "# 1. Summary",
      "What the business does, how long it has traded, what you are asking for and why.",
      "# 2. The business",
      "Structure (sole trader, partnership, company), owners and key people, location, ABN.",
      "# 3. Customers and market",
      "Who buys from you, how many customers make up most of your revenue, competitors.",
      "# 4. Operations",
      "Suppliers, equipment, staff, seasonality.",
      "# 5. Financials",
      "Turnover and profit for the last two years, the next 12 months' forecast, existing debts.",
      "# 6. The funding",
      "Amount, purpose, term, and how repayments will be met; what happens if sales fall 20%.",
    ],
  },
];

export interface Webinar {
  slug: string;
  title: string;
  length: string;
  chapters: { time: string; heading: string; text: string }[];
}

/** Webinar recordings, published as chaptered written recordings (transcript summaries). */
export const WEBINARS: Webinar[] = [
  {
    slug: "funding-growth-2026",
    title: "Funding growth in 2026",
    length: "45 minutes with our credit team.",
    chapters: [
      { time: "00:00", heading: "Welcome", text: "Who the credit team are and how this session works." },
      {
        time: "03:10",
        heading: "What lenders look at",
        text: "Time in business, turnover against the amount requested, credit history, industry and the purpose of the funds; why a clear purpose speeds up approval.",
      },
      {
        time: "14:45",
        heading: "Choosing the product",
        text: "Term loans for lasting investments, lines of credit for uneven cash flow, equipment finance where the asset secures the loan, invoice finance when customers pay slowly.",
      },
      {
        time: "27:30",
        heading: "Comparing offers",
        text: "Why we rank quotes by total repayable: a lower rate with higher fees can cost more.",
      },
      {
        time: "38:00",
        heading: "Questions from attendees",
        text: "Applying with a recent ATO payment plan; funding a second location; how long approval takes.",
      },
    ],
  },
  {
    slug: "invoice-finance-explained",
    title: "Invoice finance explained",
    length: "30 minutes.",
    chapters: [
      {
        time: "00:00",
        heading: "How invoice finance works",
        text: "A lender advances up to 85% of an approved invoice and pays the rest, less its fee, when your customer pays.",
      },
      {
        time: "09:20",
        heading: "Disclosed and confidential",
        text: "Whether your customers know; what changes in how they pay.",
      },
      {
        time: "17:40",
        heading: "Costs",
        text: "Discount fees, service fees and minimum monthly fees; a worked example on a $50,000 invoice.",
      },
      {
        time: "24:15",
        heading: "Is it right for you?",
        text: "Businesses that invoice other businesses on 30 to 90 day terms gain the most.",
      },
    ],
  },
];

export const downloadFile = (d: Download) => `${d.slug}.${d.format}`;
export const downloadHref = (d: Download) => `/api/resources/${downloadFile(d)}`;
export const webinarPath = (w: Webinar) => `/resources/webinars/${w.slug}`;

export function findDownload(file: string): Download | undefined {
  return [...DOWNLOADS, PARTNER_INFO_PACK].find((d) => downloadFile(d) === file);
}

/** What the partner pages' figures are (issue 18: the partner programme's claims are disclosed). */
export const PARTNER_DISCLOSURE = `Commission is a share of the commission a lender pays us when a referred loan settles: a ${PROMISES.commissionExample.split} split, up to $5,000 per referral, paid within 48 hours of settlement under your partner agreement. The commission example is computed at today's partner terms and is illustrative, not a promise of earnings; the programme figures (${COMPANY_FIGURES.partnerSatisfaction} satisfaction, ${COMPANY_FIGURES.activePartners} active partners) are company figures as at ${COMPANY_FIGURES.asOf}; lender decisions take ${PROMISES.decision} and approval is never promised.`;

/** The mortgage broker page's 'Download Info Pack': a PDF built from this content (not on the Resources page). */
export const PARTNER_INFO_PACK: Download = {
  slug: "bizfund-partner-info-pack",
  group: "guide",
  title: "Mortgage broker partner info pack",
  text: "How the partnership works, what you earn and how to start.",
  format: "pdf",
  body: [
    "# Why partner with us",
    `Your clients own businesses. Refer them to us for business finance and keep the client relationship: we match one application to ${PROMISES.lenders} lenders, handle the paperwork and keep you updated in the broker portal.`,
    `- ${PROMISES.lenders} lenders on one panel`,
    "- A portal to track every referral",
    "- Commission paid within 48 hours of settlement",
    "- Your client relationship stays yours",
    "# How it works",
    "- Refer: send us your client, or convert a lead in the broker portal.",
    "- We handle everything: from application to settlement.",
    "- You get paid: a 50-50 split of our commission.",
    "# What you could earn",
    `Example: ${PROMISES.commissionExample.clientsPerMonth} clients referred a month with an average loan of ${formatAud(PROMISES.commissionExample.averageLoan)}, at ${PROMISES.commissionExample.upfrontRate} upfront commission and a ${PROMISES.commissionExample.split} split, earns about ${PROMISES.commissionExample.monthly} a month before any trail. Illustrative example only.`,
    "# Products your clients can apply for",
    `- Working capital loans from $10,000 to $1.5M, terms ${PROMISES.terms("working_capital")} months.`,
    "- Line of credit up to $750,000; invoice, equipment, trade and seasonal finance.",
    "# Eligibility",
    "- ABN with 6+ months trading and $10k+ monthly turnover; Australian business and directors; no current insolvency.",
    "- Excluded industries: adult entertainment, gambling, illegal activities, cryptocurrency.",
    "- Director guarantee usually required.",
    "# About these figures",
    PARTNER_DISCLOSURE,
    "# Get started",
    "Apply on our Mortgage Broker Partnerships page, or call our partnerships team on 1300 249 386.",
  ],
};
