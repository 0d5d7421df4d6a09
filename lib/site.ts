import { localAppUrl } from "@/lib/local-url";

/**
 * Public facts about the business, shown in the header, footer and metadata. Fictional. Free of the
 * lender panel (client islands import it); the description, which quotes the panel's rates, is
 * `SITE_DESCRIPTION` in `lib/marketing/site-description.ts`.
 */
export const SITE = {
  name: "BizFund Australia",
  url: process.env.APP_URL || localAppUrl(),
  phone: "1300 249 386",
  phoneHref: "tel:1300249386",
  email: "hello@bizfund.example",
  supportEmail: "support@bizfund.example",
  address: "Level 12, 350 Collins Street, Melbourne VIC 3000",
  legalName: "BizFund Australia Pty Ltd",
  abn: "51 824 753 556",
  licence: "BizFund Australia Pty Ltd (ABN 51 824 753 556) · Australian Credit Licence 512345 (fictional)",
  disclaimer:
    "Marketing figures are illustrative only and are not an offer of credit. All applications are subject to lender credit assessment and approval.",
} as const;
