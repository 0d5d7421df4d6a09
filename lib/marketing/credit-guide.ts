/**
 * The credit guide's version (issue #34 item 3, ADR 067): bumped whenever /credit-guide's words change,
 * so every acknowledgement (CreditGuideAcknowledgement.version) names the text the person saw and a
 * new version is asked for again at the next portal visit. Pure.
 */
export const CREDIT_GUIDE_VERSION = "2026-11-28";

/** What the person acknowledges, word for word, wherever they acknowledge it. */
export const CREDIT_GUIDE_ACK_TEXT =
  "I have received and read BizFund's credit guide, including how BizFund and any referring partner are paid and how to make a complaint.";
