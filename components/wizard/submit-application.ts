import type { SubmissionResult } from "@/lib/applications/submission-result";
import type { WizardFormOutput, WizardSubmission } from "@/lib/applications/wizard-schema";
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
  const res = await fetch("/api/applications", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
    const first = data.fields ? Object.values(data.fields)[0]?.[0] : undefined;
    throw new SubmissionError(first ?? data.message ?? `${res.status}: ${res.statusText}`, data.fields);
  }
  return (await res.json()) as SubmissionResult;
}
