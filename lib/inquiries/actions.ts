"use server";
import { publicFormAction } from "@/lib/http";
import { CONTACT_FORM, NEWSLETTER_FORM, PARTNER_FORM } from "./forms";

// The public forms' server actions (ADR 055): each form posts here before and without JavaScript,
// with the same schema, limits and domain function as its route.

/** The contact form: stored as an inquiry and e-mailed to support. */
export const sendContactMessage = publicFormAction(CONTACT_FORM.options, CONTACT_FORM.fn);

/** Newsletter sign-up (double opt-in). */
export const subscribeToNewsletter = publicFormAction(NEWSLETTER_FORM.options, NEWSLETTER_FORM.fn);

/** Partner program and mortgage broker applications. */
export const applyAsPartner = publicFormAction(PARTNER_FORM.options, PARTNER_FORM.fn);
