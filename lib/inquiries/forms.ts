import "server-only";
import { createContactInquiry, createPartnerApplication, subscribeNewsletter } from "./index";
import { contactSchema, newsletterSchema, partnerApplicationSchema } from "./schema";

/**
 * The public inquiry forms, as their route (app/api/contact, newsletter, partner-applications) and
 * their server action (./actions.ts) both take them: schema, limits, refusals and the domain function.
 */
export const CONTACT_FORM = {
  options: {
    body: contactSchema,
    bucket: "contact",
    perAddressPerDay: 5,
    addressRefusal: "We have received several messages from this e-mail address today. Please try again tomorrow.",
    status: 201 as const,
  },
  fn: createContactInquiry,
};

/** Double opt-in: at most three confirmation e-mails a day reach one address, however many callers ask. */
export const NEWSLETTER_FORM = {
  options: {
    body: newsletterSchema,
    bucket: "newsletter",
    perAddressPerDay: 3,
    addressRefusal:
      "We have already sent confirmation e-mails to this address today. Please check your inbox, or try again tomorrow.",
    status: 202 as const,
  },
  fn: (body: { email: string }) => subscribeNewsletter(body.email),
};

/** Partner program and mortgage broker applications, for staff to review. */
export const PARTNER_FORM = {
  options: {
    body: partnerApplicationSchema,
    bucket: "partner-app",
    perAddressPerDay: 3,
    addressRefusal: "We have already received applications from this e-mail address today. Please try again tomorrow.",
    status: 201 as const,
    // The spec's one message for the partner forms' invalid input (its toast 'Missing Information').
    invalid: "Please fill in all required fields",
  },
  fn: createPartnerApplication,
};
