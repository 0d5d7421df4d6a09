import "server-only";
import type { ZodType } from "zod";
import { formAction, type FormResult } from "./form-action";
import { keepTyped, type TypedResult } from "./form-values";
import { handler } from "./handler";
import type { RateRule } from "./rate-limit";

interface PublicFormOptions<B> {
  body: ZodType<B>;
  /** The rate-limit bucket: 5 posts per caller every 10 minutes, and `perAddressPerDay` per address. */
  bucket: string;
  perAddressPerDay: number;
  /** The answer, on the e-mail field, once an address has spent its day. */
  addressRefusal: string;
  status: 201 | 202;
  /** The form's message for any invalid input (the server action's; the route answers every field's own). */
  invalid?: string;
}

/**
 * A public form's limits, the same for its route and its server action: 5 posts per caller every
 * 10 minutes, and `perAddressPerDay` per e-mail address, so neither a rotating address nor a botnet
 * can flood one inbox under one name.
 */
function publicFormLimits<B extends { email: string }>(options: PublicFormOptions<B>): RateRule<B>[] {
  const name = options.bucket;
  return [
    { name, limit: 5, windowSeconds: 600 },
    {
      name,
      limit: options.perAddressPerDay,
      windowSeconds: 86_400,
      message: options.addressRefusal,
      per: { target: (b) => b.email, field: "email" },
    },
  ];
}

/**
 * The POST of a public form that mails or stores what a visitor sends with their e-mail address
 * (contact, newsletter, partner application): signed-out callers welcome, limited per caller and per
 * address.
 */
export function publicFormPost<B extends { email: string }>(
  options: PublicFormOptions<B>,
  fn: (body: B, ip: string) => Promise<unknown>,
) {
  return handler({ auth: false, body: options.body, limits: publicFormLimits(options) }, async ({ body, ip }) =>
    Response.json(await fn(body, ip), { status: options.status }),
  );
}

/** What a public form's server action answers: `sent` once stored, else the refusal and what was typed. */
export interface PublicFormState extends TypedResult {
  sent?: boolean;
}

/**
 * The same, as the server action the form posts to (ADR 055): the same schema, limits and domain
 * function, answered as `{ sent }` or the refusal with what was typed, for useActionState.
 */
export function publicFormAction<B extends { email: string }>(
  options: PublicFormOptions<B>,
  fn: (body: B, ip: string) => Promise<unknown>,
) {
  return keepTyped<PublicFormState>(
    formAction<B, PublicFormState & FormResult, false>(
      options.body,
      async (body, { ip }) => {
        await fn(body, ip);
        return { sent: true };
      },
      { auth: false, limits: publicFormLimits(options), invalid: options.invalid },
    ),
  );
}
