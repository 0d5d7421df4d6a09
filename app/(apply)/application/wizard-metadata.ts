import type { Metadata } from "next";
import { PROMISES } from "@/lib/marketing/client";

/** Both wizard pages (the prerendered one and the one restoring a draft) answer /application. */
export const WIZARD_METADATA: Metadata = {
  title: "Apply for business funding",
  description: `One application, matched to ${PROMISES.lenders} Australian lenders. ${PROMISES.completion.metadata}`,
  alternates: { canonical: "/application" },
};
