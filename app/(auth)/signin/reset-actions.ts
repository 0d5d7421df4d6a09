"use server";
import { headers } from "next/headers";
import { requestPasswordReset, resetPassword } from "@/lib/auth/account";
import { newPasswordSchema } from "@/lib/auth/password-policy";
import { isAppError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/request";
import { emailSchema } from "@/lib/validation/contact";

export interface ResetState {
  error?: string;
  done?: boolean;
}

export async function forgotAction(_prev: ResetState, form: FormData): Promise<ResetState> {
  const email = emailSchema.safeParse(String(form.get("email") ?? ""));
  if (!email.success) return { error: "Please enter a valid email address" };
  try {
    await requestPasswordReset(email.data, clientIp(await headers()));
  } catch (error) {
    if (isAppError(error)) return { error: "Too many requests. Please wait a few minutes and try again." };
    throw error;
  }
  return { done: true };
}

export async function resetAction(_prev: ResetState, form: FormData): Promise<ResetState> {
  const password = newPasswordSchema.safeParse(String(form.get("password") ?? ""));
  if (!password.success) return { error: password.error.issues[0]?.message };
  if (form.get("password") !== form.get("confirm")) return { error: "The passwords do not match." };
  try {
    await resetPassword(String(form.get("token") ?? ""), password.data, clientIp(await headers()));
  } catch (error) {
    if (isAppError(error)) return { error: error.message };
    throw error;
  }
  return { done: true };
}
