import { subscribeNewsletter } from "@/lib/inquiries";
import { newsletterSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/**
 * Newsletter sign-up (double opt-in). At most three confirmation e-mails a day reach one address,
 * however many callers ask for them.
 */
export const POST = handler(
  {
    auth: false,
    body: newsletterSchema,
    limits: [
      { name: "newsletter", limit: 5, windowSeconds: 600 },
      {
        name: "newsletter",
        limit: 3,
        windowSeconds: 86_400,
        per: {
          target: (b) => b.email,
          field: "email",
          message:
            "We have already sent confirmation e-mails to this address today. Please check your inbox, or try again tomorrow.",
        },
      },
    ],
  },
  async ({ body }) => Response.json(await subscribeNewsletter(body.email), { status: 202 }),
);
