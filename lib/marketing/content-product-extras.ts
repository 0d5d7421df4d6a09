/**
 * What every product page carries besides its own copy (issue 18 item 9): a comparison of applying
 * through us with going to one lender, and the questions each product's applicants ask. Every figure
 * comes from the lender panel (rate-claims) or the shared timing constants; nothing is invented here.
 */
import {
  APPROVAL_WITH_US,
  productRateBand,
  TRADITIONAL_LENDER_APPROVAL,
  rateFrom,
  type PanelProduct,
} from "@/lib/lenders/client";
import { formatRate } from "@/lib/money/client";
import { LANDING_FAQS } from "./content-landing";
import type { Block } from "./types";

/** The landing page's own answers, word for word, where a product page asks the same question. */
const landing = (start: string) => LANDING_FAQS.find((f) => f.q.startsWith(start))!;

/** How a product is named in a sentence ("the panel's working capital offers"). */
const PRODUCT_WORDS: Record<PanelProduct, string> = {
  term_loan: "term loan",
  line_of_credit: "line of credit",
  working_capital: "working capital",
  equipment: "equipment finance",
  invoice: "invoice finance",
  trade: "trade finance",
  inventory: "inventory finance",
};

/** "Through BizFund vs one lender directly" for one product. */
export function comparisonBlock(product: string, panelProduct: PanelProduct): Block {
  return {
    kind: "table",
    id: "comparison",
    heading: `${product} through BizFund or one lender`,
    caption: `${product}: applying through BizFund compared with applying to one lender directly`,
    columns: ["", "Through BizFund", "One lender directly"],
    rows: [
      ["Applications", "One, matched to our whole lender panel", "One for each lender you try"],
      [
        "Rates",
        `Compare the panel's ${PRODUCT_WORDS[panelProduct]} offers, ${rateFrom(panelProduct)} p.a.`,
        "That lender's rate only",
      ],
      ["Approval", APPROVAL_WITH_US, TRADITIONAL_LENDER_APPROVAL],
      ["Application fee", "None", "Depends on the lender"],
    ],
    note: "Rates are the lowest on our lender panel for this product and depend on your business; illustrative only, not an offer of credit.",
  };
}

const SHARED_FAQS = {
  rate: (panelProduct: PanelProduct) => ({
    q: "What rate will I pay?",
    a: `Rates for ${PRODUCT_WORDS[panelProduct]} on our lender panel start ${rateFrom(panelProduct)} p.a. Your rate depends on your business, the amount and the term, and each lender sets its own. The calculator uses ${formatRate(productRateBand(panelProduct).minBps)} p.a., the panel's lowest rate for it, as an example.`,
  }),
  guarantee: {
    q: "Do I need security or a guarantee?",
    a: "Many loans are unsecured, but a director guarantee is usually required. Any security or guarantee is listed in each offer before you accept it.",
  },
};

export function productFaqBlock(panelProduct: PanelProduct, own: { q: string; a: string }[]): Block {
  return {
    kind: "faq",
    id: "faq",
    heading: "Frequently asked questions",
    items: [
      ...own,
      SHARED_FAQS.rate(panelProduct),
      landing("Will checking my options"),
      landing("What does it cost"),
      SHARED_FAQS.guarantee,
    ],
  };
}
