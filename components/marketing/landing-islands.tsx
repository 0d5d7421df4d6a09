"use client";
import dynamic from "next/dynamic";

/**
 * The landing page's islands below the first screen, through next/dynamic: the server renders them
 * in place (the HTML is whole, the forms work without JavaScript), and the browser loads and hydrates
 * their code after the first screen's, in a task of its own, instead of inside the page's hydration.
 */
export const LazyAssessmentForm = dynamic(() => import("./assessment-form").then((m) => m.AssessmentForm));
export const LazyFaqAccordion = dynamic(() => import("./faq-accordion").then((m) => m.FaqAccordion));
