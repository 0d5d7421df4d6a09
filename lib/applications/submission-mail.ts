import { softCheckSentence, type CreditCheckRecord } from "@/lib/credit";
import type { Mail } from "@/lib/mail";
import { formatAud } from "@/lib/money/client";
import type { WizardAnswers } from "./wizard-schema";
import { PROMISES } from "@/lib/marketing/client";

/** Days an application held for e-mail confirmation waits before it is deleted. */
export const PENDING_TTL_DAYS = 7;

/** What the applicant's e-mail repeats of their answers. */
export type ReceivedAnswers = Pick<WizardAnswers, "firstName" | "companyName" | "amount">;

/** To the applicant once the application is on their account: it says only what actually happened. */
export function receivedMail(m: {
  to: string;
  number: string;
  answers: ReceivedAnswers;
  check: CreditCheckRecord | null;
  link: string;
}): Mail {
  const credit = softCheckSentence(m.check);
  return {
    to: m.to,
    subject: `Application ${m.number} received`,
    text: [
      `Hi ${m.answers.firstName},`,
      "",
      `Thanks for applying for ${formatAud(m.answers.amount)} for ${m.answers.companyName}. Your application number is ${m.number}.`,
      ...(credit ? [credit] : []),
      PROMISES.offersExpected,
      "",
      `Confirm your address and sign in to your portal to follow it: ${m.link}`,
      "This link works once and expires in 30 minutes; you can always ask for a new one on the sign-in page.",
      "",
      "The BizFund team",
    ].join("\n"),
  };
}

/**
 * To a client address someone applied with, without that account's session. Nothing the submitter
 * typed about themselves is repeated (they may not be the owner); the page behind the link shows
 * the details before the owner decides.
 */
export function confirmMail(m: { to: string; number: string; amount: number; link: string }): Mail {
  return {
    to: m.to,
    subject: `Confirm application ${m.number}`,
    text: [
      "Hello,",
      "",
      `Someone applied for ${formatAud(m.amount)} of business finance on our website using this e-mail address (application ${m.number}).`,
      `If it was you, open this link to review it and add it to your BizFund account: ${m.link}`,
      `The link works once and expires in ${PENDING_TTL_DAYS} days.`,
      "",
      `If it was not you, ignore this e-mail: nothing has been added to your account, and the application is deleted after ${PENDING_TTL_DAYS} days.`,
      "",
      "The BizFund team",
    ].join("\n"),
  };
}

/**
 * To the client of a lead a partner broker converted (ADR 019): the broker is signed in and named,
 * so the business and amount they entered are shown; the link's page asks for the client's own
 * consent to the soft credit check before anything is submitted.
 */
export function preparedForYouMail(m: {
  to: string;
  number: string;
  amount: number;
  link: string;
  partnerName: string;
  answers: WizardAnswers;
}): Mail {
  return {
    to: m.to,
    subject: `Confirm application ${m.number}`,
    text: [
      `Hi ${m.answers.firstName},`,
      "",
      `${m.partnerName}, your partner broker, prepared an application for ${formatAud(m.amount)} of business finance for ${m.answers.companyName} on your behalf (application ${m.number}).`,
      "Nothing is submitted and no credit check is run until you confirm it and agree to the soft credit check.",
      `Open this link to review it and add it to your BizFund account: ${m.link}`,
      `The link works once and expires in ${PENDING_TTL_DAYS} days.`,
      "",
      `If you did not ask ${m.partnerName} to apply for you, ignore this e-mail: nothing is submitted, and the application is deleted after ${PENDING_TTL_DAYS} days.`,
      "",
      "The BizFund team",
    ].join("\n"),
  };
}

/** To a team address (staff, admin, partner) someone applied with: nothing can be attached to it. */
export function teamAddressMail(m: { to: string }): Mail {
  return {
    to: m.to,
    subject: "An application used your e-mail address",
    text: [
      "Hello,",
      "",
      "Someone applied for business finance on our website using this e-mail address. It belongs to a BizFund team account, and a business application cannot be held on a team account, so it has not been added to any account.",
      `It is deleted after ${PENDING_TTL_DAYS} days. If it was you, please apply again with a different e-mail address.`,
      "",
      "The BizFund team",
    ].join("\n"),
  };
}
