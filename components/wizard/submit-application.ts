import type { SubmissionResult } from "@/lib/applications/submission-result";
import type { WizardFormOutput, WizardSubmission } from "@/lib/applications/wizard-schema";
import { jsonBody, refusalText, sendJson } from "@/lib/http/send-json";
import { REFERRAL_COOKIE } from "./steps-data";

function readCookie(name: string) {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${name}=`))
    ?.split("=")[1];
}

/** The answer to a refused submission: the server's field errors and its message. */
export class SubmissionError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** 'View Quotes': POST /api/applications with the parsed answers and the submission envelope. */
export async function submitApplication(
  answers: WizardFormOutput,
  envelope: { idempotencyKey: string; leadId?: string },
): Promise<SubmissionResult> {
  const referral = readCookie(REFERRAL_COOKIE);
  const body: WizardSubmission = {
    ...answers,
    idempotencyKey: envelope.idempotencyKey,
    ...(referral ? { referralCode: decodeURIComponent(referral) } : {}),
    ...(envelope.leadId ? { leadId: envelope.leadId } : {}),
  };
  const res = await sendJson("/api/applications", body);
  if (!res.ok) {
    const data = await jsonBody(res);
    throw new SubmissionError(refusalText(res, data), data.fields);
  }
  return (await res.json()) as SubmissionResult;
}
