"use server";
import { requestPasswordReset, resetPassword } from "@/lib/auth/account";
import { newPasswordSchema } from "@/lib/auth/password-policy";
import { formAction, formField, type FormResult } from "@/lib/http/form-action";
import { isAppError } from "@/lib/http/errors";
import { emailSchema } from "@/lib/validation/contact";
import { z } from "@/lib/validation/zod";

export interface ResetState extends FormResult {
  done?: boolean;
}

export const forgotAction = formAction(
  z.object({ email: emailSchema }),
  async ({ email }, { ip }): Promise<ResetState> => {
    try {
      await requestPasswordReset(email, ip);
    } catch (error) {
      if (isAppError(error)) return { error: "Too many requests. Please wait a few minutes and try again." };
      throw error;
    }
    return { done: true };
  },
  { auth: false },
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
