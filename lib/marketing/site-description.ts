import { APPROVAL_WITH_US, rateFrom } from "@/lib/lenders/client";
import { PROMISES } from "./promises";

/** The site's description (metadata, structured data): its rate claim comes from the lender panel (ADR 018). */
export const SITE_DESCRIPTION = `One application, matched to ${PROMISES.lenders} Australian business lenders. Honest indicative quotes, lender decisions in ${APPROVAL_WITH_US}. Rates ${rateFrom()} p.a.`;
