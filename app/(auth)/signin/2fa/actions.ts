"use server";
import { redirect } from "next/navigation";
import { updateSession } from "@/lib/auth/auth";
import { confirmEnrolment, verifySecondFactor } from "@/lib/auth/mfa";
import { mfaProof } from "@/lib/auth/mfa-proof";
import { safeCallbackUrl } from "@/lib/auth/redirects";
import { getSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/http/errors";

export interface MfaState {
  error?: string;
  recoveryCodes?: string[];
}

async function markVerified(uid: string) {
  const ts = Date.now();
  await updateSession({ mfa: true, mfaTs: ts, mfaProof: mfaProof(env().AUTH_SECRET!, uid, ts) } as never);
}

export async function enrolAction(_prev: MfaState, form: FormData): Promise<MfaState> {
  const user = await getSessionUser();
  if (!user) redirect("/signin");
  try {
    const codes = await confirmEnrolment(user, String(form.get("code") ?? ""));
    await markVerified(user.id);
    return { recoveryCodes: codes };
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
}

export async function verifyAction(_prev: MfaState, form: FormData): Promise<MfaState> {
  const user = await getSessionUser();
  if (!user) redirect("/signin");
  try {
    if (!(await verifySecondFactor(user, String(form.get("code") ?? ""))))
      return { error: "That code is not right. Try again or use a recovery code." };
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
  await markVerified(user.id);
  // Back to the page that asked for sign-in, if it is one of ours (resolved, then same-origin).
  redirect(safeCallbackUrl(form.get("callbackUrl"), "/staff"));
}
