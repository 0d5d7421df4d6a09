"use server";
import { redirect } from "next/navigation";
import { updateSession, confirmEnrolment, verifySecondFactor, mfaProof, safeCallbackUrl } from "@/lib/auth";
import { env } from "@/lib/env";
import { formAction, formField, type FormResult } from "@/lib/http";
import { z } from "@/lib/validation/client";

export interface MfaState extends FormResult {
  recoveryCodes?: string[];
}

async function markVerified(uid: string) {
  const ts = Date.now();
  await updateSession({ mfa: true, mfaTs: ts, mfaProof: mfaProof(env().AUTH_SECRET!, uid, ts) } as never);
}

// These forms are how the second factor is given, so a session still waiting for it may use them.
export const enrolAction = formAction(
  z.object({ code: formField() }),
  async ({ code }, { user, ip }): Promise<MfaState> => {
    const codes = await confirmEnrolment(user, code, ip);
    await markVerified(user.id);
    return { recoveryCodes: codes };
  },
  { secondFactor: false },
);

export const verifyAction = formAction(
  z.object({ code: formField(), callbackUrl: formField() }),
  async ({ code, callbackUrl }, { user, ip }): Promise<MfaState> => {
    if (!(await verifySecondFactor(user, code, ip)))
      return { error: "That code is not right. Try again or use a recovery code." };
    await markVerified(user.id);
    // Back to the page that asked for sign-in, if it is one of ours (resolved, then same-origin).
    redirect(safeCallbackUrl(callbackUrl, "/staff"));
  },
  { secondFactor: false },
);
