/** Links several marketing pages share. */
export const APPLY = { href: "/application", label: "Apply Now" };
export const CALL = { href: "tel:1300249386", label: "Call 1300 249 386" };
/** Who can apply (spec "Eligibility"): the landing page's criteria, the excluded industries and the guarantee. */
export const ELIGIBILITY = [
  "ABN with 6+ months trading",
  "$10k+ monthly turnover",
  "Australian business and directors",
  "No current insolvency",
  "Excluded industries: adult entertainment, gambling, illegal activities, cryptocurrency",
  "Director guarantee usually required",
];
/** The product pages' fine print. */
export const PRODUCT_NOTE =
  "Rates and limits are subject to credit assessment. Figures are illustrative only and are not an offer of credit.";
