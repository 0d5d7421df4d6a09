/**
 * The help tips' words (spec: help tips exist for loan amount, credit score, loan term, documents,
 * ...). Pure, so the wizard, the portals and tests share them.
 */
export const HELP_TIPS = {
  amount: {
    label: "Loan amount",
    text: "Ask for what you need rather than the most you could borrow: lenders assess a smaller request faster. You can change it before you submit.",
  },
  credit: {
    label: "Credit score",
    text: "Your own view of your credit history is enough. Checking your options is a soft enquiry and does not affect your credit score.",
  },
  term: {
    label: "Loan term",
    text: "How many months you repay over. A longer term lowers each repayment but costs more in total interest.",
  },
  documents: {
    label: "Documents",
    text: "Lenders usually ask for the last 6 months of business bank statements, photo identification of each director, and recent BAS or financial statements. Word, Excel, CSV, PDF, JPG or PNG files are accepted.",
  },
} as const;

export type HelpTopic = keyof typeof HELP_TIPS;
