"use server";
import { cookies } from "next/headers";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { DRAFT_COOKIE, looksLikeDraftToken } from "./draft-token";
import { discardSubmittedDraft } from "./drafts";
import type { SubmissionResult } from "./submission-result";
import { SUBMISSION_LIMITS, submitApplication } from "./submit";
import { wizardSubmissionFormSchema, type WizardSubmission } from "./wizard-schema";

/** The partner's referral code, as the wizard keeps it (components/wizard/steps-data.ts REFERRAL_COOKIE). */
const REFERRAL_COOKIE = "bizfund_ref";

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

export interface WizardFormState extends TypedResult {
  /** The submission's answer, as POST /api/applications answers it (201). */
  result?: SubmissionResult;
}

/**
 * The wizard's 'View Quotes' (ADR 055), as POST /api/applications: public (the wizard creates the
 * applicant's account), the same rate limits and domain function (replay by idempotency key, held
 * for an address that has an account, audit, e-mails), and this browser's draft discarded.
 */
export const submitWizard = keepTyped<WizardFormState>(
  formAction<WizardSubmission, WizardFormState, false>(
    wizardSubmissionFormSchema,
    async (answers, { user, ip }): Promise<WizardFormState> => {
      const jar = await cookies();
      const referral = jar.get(REFERRAL_COOKIE)?.value;
      const referralCode = referral ? safeDecode(referral).trim().slice(0, 40) : "";
      const submission = referralCode ? { ...answers, referralCode } : answers;
      const result = await submitApplication({ submission, user, ip });
      const token = jar.get(DRAFT_COOKIE)?.value;
      await discardSubmittedDraft({ user, cookieToken: looksLikeDraftToken(token) ? token : null }, result.id);
      return { result };
    },
    { auth: false, limits: SUBMISSION_LIMITS },
  ),
);
