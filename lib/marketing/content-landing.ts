/** The landing page's copy that is data: figures, product cards, client stories and FAQs. */
import { rateRange } from "@/lib/lenders/client";
import { formatCompactAud } from "@/lib/money/client";
import { COMPANY_FIGURES, PROMISES } from "./promises";

export const LANDING_FAQS = [
  {
    q: "How quickly can I get funded?",
    a: `Matched lenders usually decide in ${PROMISES.decision}, with funds the same or next business day after signing.`,
  },
  {
    q: "Will checking my options affect my credit score?",
    a: "No. We start with a soft credit check. A hard enquiry happens only with your consent when you proceed with a lender.",
  },
  {
    q: "Who is eligible?",
    a: "Australian businesses with an ABN and 6+ months trading, $10k+ monthly turnover, Australian directors and no current insolvency.",
  },
  {
    q: "What does it cost to apply?",
    a: "Nothing. There are no application fees; the lender's rate and fees are shown before you accept.",
  },
];

export const LANDING_STATS = [
  [COMPANY_FIGURES.averageRating, `average rating (company figure, ${COMPANY_FIGURES.asOf})`],
  [`Up to ${formatCompactAud(PROMISES.maxAmountFor("line_of_credit"))}`, "line of credit"],
  [`Up to ${formatCompactAud(PROMISES.maxAmountFor("term_loan"))}`, "term loans"],
  [`Up to ${PROMISES.termsFor().max} months`, "terms"],
] as const;

export const LANDING_PRODUCTS = [
  {
    t: "Use cases",
    d: "Working capital, stock, payroll, equipment and growth.",
    href: "/working-capital",
  },
  {
    t: "Eligibility",
    d: "ABN with 6+ months trading, $10k+ monthly turnover, Australian business and directors, no current insolvency.",
    href: "/how-it-works#requirements",
  },
  {
    t: "How it works",
    d: "Apply in minutes, compare offers, sign and get funded.",
    href: "/how-it-works",
  },
  {
    t: "Rates and fees guide",
    d: `Rates ${rateRange()} p.a. across our lender panel; no application fees.`,
    href: "/pricing",
  },
];

export const LANDING_STORIES = [
  {
    n: "Emma Mitchell",
    b: "Mitchell's Café Collective",
    q: "Funds for our second café in two days. The quotes were exactly what we signed.",
  },
  {
    n: "Tom Nguyen",
    b: "Nguyen Logistics",
    q: "Four new trucks financed without a single branch visit.",
  },
  {
    n: "Aisha Rahman",
    b: "Southbank Physiotherapy",
    q: "Clear fees, no surprises, and a real person when I called.",
  },
  { n: "Luca Romano", b: "Yarra Valley Joinery", q: "Our new CNC line paid for itself in a year." },
];
