"use server";
import { requestPasswordReset, resetPassword, newPasswordSchema } from "@/lib/auth";
import { emailedLinkLimits } from "@/lib/auth/client";
import { formAction, formField } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { emailSchema, z } from "@/lib/validation/client";

/** A refusal of the address carries it back (keepTyped never echoes the password or the token). */
export interface ResetState extends TypedResult {
  done?: boolean;
}

export const forgotAction = keepTyped<ResetState>(
  formAction(
    z.object({ email: emailSchema }),
    async ({ email }): Promise<ResetState> => {
      await requestPasswordReset(email);
      return { done: true };
    },
    { auth: false, limits: emailedLinkLimits("reset") },
  ),
);

export const resetAction = formAction(
  z
    .object({ password: newPasswordSchema, confirm: formField(), token: formField() })
    .refine((form) => form.password === form.confirm, { message: "The passwords do not match.", path: ["confirm"] }),
  async ({ password, token }, { ip }): Promise<ResetState> => {
    await resetPassword(token, password, ip);
    return { done: true };
  },
  { auth: false },
);
