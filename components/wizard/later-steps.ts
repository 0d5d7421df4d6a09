"use client";
import dynamic from "next/dynamic";

/**
 * The wizard's steps 7 to 12 (company lookup, matching, teaser, contact, estimate, complete): code
 * split from the page (issue 19: split the wizard by step), so its first load carries steps 1 to 6
 * only. `warmLaterSteps` fetches them at the visitor's first touch, long before step 7.
 */
const load = {
  company: () => import("./steps/company-step").then((m) => m.CompanyStep),
  matching: () => import("./steps/matching-step").then((m) => m.MatchingStep),
  teaser: () => import("./steps/teaser-step").then((m) => m.TeaserStep),
  contact: () => import("./steps/contact-step").then((m) => m.ContactStep),
  estimate: () => import("./steps/estimate-step").then((m) => m.EstimateStep),
  complete: () => import("./steps/complete-step").then((m) => m.CompleteStep),
  summary: () => import("./steps/answers-summary").then((m) => m.AnswersSummary),
};

export const LATER_STEPS = {
  CompanyStep: dynamic(load.company),
  MatchingStep: dynamic(load.matching),
  TeaserStep: dynamic(load.teaser),
  ContactStep: dynamic(load.contact),
  EstimateStep: dynamic(load.estimate),
  CompleteStep: dynamic(load.complete),
  AnswersSummary: dynamic(load.summary),
};

export function warmLaterSteps() {
  for (const step of Object.values(load)) void step();
}
