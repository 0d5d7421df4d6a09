/** Links several marketing pages share. */
export const APPLY = { href: "/application", label: "Apply Now" };
export const CALL = { href: "tel:1300249386", label: "Call 1300 249 386" };
/** The product pages' fine print. */
export const PRODUCT_NOTE =
  "Rates and limits are subject to credit assessment. Figures are illustrative only and are not an offer of credit.";
