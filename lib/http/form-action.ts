import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ZodType } from "zod";
import { audit } from "@/lib/audit";
import { can, type Action } from "@/lib/auth/client";
import { getSessionUser, getVerifiedUser, type SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { z } from "@/lib/validation/client";
import { logger } from "@/lib/observability";
import { AppError, validationError } from "./errors";
import { mapError } from "./map-error";
import { applyLimits, type RateRule } from "./rate-limit";
import { clientIp } from "./request";

/**
 * What every form action answers, read by useActionState: a message for the form and field errors
 * keyed by field name. Actions extend it with their own success fields.
 */
export interface FormResult {
  error?: string;
  fields?: Record<string, string[]>;
}

export interface FormContext<U> {
  user: U;
  ip: string;
}

interface FormOptions<T, A extends boolean> {
  /** Signed-in users only (default true); without a session the action sends the browser to /signin. */
  auth?: A;
  /**
   * Staff and admin count as signed in only after their second factor (default true, as in
   * `handler`). The second-factor forms themselves turn it off: they are how the factor is given.
   */
  secondFactor?: boolean;
  /** The permission needed to submit at all; ownership is checked in the domain function. */
  action?: Action;
  /** The form's message for invalid input, when one sentence fits every field (default: the first problem's own). */
  invalid?: string;
  /** Rate limits applied once the input is valid, as `handler`'s; a spent one answers its message. */
  limits?: RateRule<T>[];
}

/**
 * A field passed on unchecked, as text: for values whose domain function validates them and whose
 * refusal message must be that function's (the password sign-in provider, a reset token).
 */
export const formField = () => z.custom<string>((value) => typeof value === "string");

/**
 * The form's fields as an object for the schema. A field the form did not send counts as empty, as
 * a browser submits an empty input, so a missing field gets the same message as a blank one.
 */
function formInput(schema: ZodType, form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    input[key] = values.length === 1 ? values[0] : values;
  }
  if (schema instanceof z.ZodObject) for (const key of Object.keys(schema.shape)) input[key] ??= "";
  return input;
}

function failure(error: AppError): FormResult {
  return { error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
}

/**
 * The server-action counterpart of `handler`: session, permission, zod parsing of the FormData, and
 * the one error table, answered as `{ error, fields }` for the form to show instead of thrown.
 * Anything else (redirect(), next-auth's own errors a caller did not catch) passes through.
 */
export function formAction<T, S extends FormResult, A extends boolean = true>(
  schema: ZodType<T>,
  fn: (input: T, ctx: FormContext<A extends false ? SessionUser | null : SessionUser>) => Promise<S>,
  options: FormOptions<T, A> = {},
): (previous: S, form: FormData) => Promise<S> {
  return async (_previous, form) => {
    // The second-factor actions themselves run before the factor is verified; everything else
    // counts staff as signed in only after it, by the one rule in getVerifiedUser().
    const user = options.secondFactor === false ? await getSessionUser() : await getVerifiedUser();
    if (options.auth !== false && !user) redirect("/signin");
    const ip = clientIp(await headers());
    try {
      if (options.action && !can(user, options.action)) {
        if (user) await recordForbidden(user, options.action, ip);
        throw user ? new AppError("forbidden") : new AppError("unauthorized");
      }
      const parsed = schema.safeParse(formInput(schema, form));
      if (!parsed.success) {
        const { fields } = validationError(parsed.error);
        return { error: options.invalid ?? parsed.error.issues[0]?.message, fields } as S;
      }
      await applyLimits(options.limits, parsed.data, ip, user);
      return await fn(parsed.data, { user: user as never, ip });
    } catch (error) {
      const mapped = mapError(error, { via: "action" });
      // A fault (or redirect(), notFound(), next-auth's own errors) goes on to Next's handling.
      if (!mapped) throw error;
      return failure(mapped) as S;
    }
  };
}

/** Every refused submission is audited, as every 403 of a route is: who tried what. */
async function recordForbidden(user: SessionUser, action: Action, ip: string) {
  try {
    await audit(await db(), { actor: user, action: "access.forbidden", entity: "Action", entityId: action, ip });
  } catch (error) {
    logger.error({ err: error }, "could not record a refused action (access.forbidden)");
  }
}
