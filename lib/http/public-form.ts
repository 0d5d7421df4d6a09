import "server-only";
import type { ZodType } from "zod";
import { handler } from "./handler";

interface PublicFormOptions<B> {
  body: ZodType<B>;
  /** The rate-limit bucket: 5 posts per caller every 10 minutes, and `perAddressPerDay` per address. */
  bucket: string;
  perAddressPerDay: number;
  /** The answer, on the e-mail field, once an address has spent its day. */
  addressRefusal: string;
  status: 201 | 202;
}

/**
 * The POST of a public form that mails or stores what a visitor sends with their e-mail address
 * (contact, newsletter, partner application): signed-out callers welcome, limited per caller and per
 * address, so neither a rotating address nor a botnet can flood one inbox under one name.
 */
export function publicFormPost<B extends { email: string }>(
  options: PublicFormOptions<B>,
  fn: (body: B, ip: string) => Promise<unknown>,
) {
  const { bucket: name, status } = options;
  return handler(
    {
      auth: false,
      body: options.body,
      limits: [
        { name, limit: 5, windowSeconds: 600 },
        {
          name,
          limit: options.perAddressPerDay,
          windowSeconds: 86_400,
          message: options.addressRefusal,
          per: { target: (b) => b.email, field: "email" },
        },
      ],
    },
    async ({ body, ip }) => Response.json(await fn(body, ip), { status }),
  );
}
