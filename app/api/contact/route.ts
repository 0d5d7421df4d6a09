import { createContactInquiry } from "@/lib/inquiries";
import { contactSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/**
 * The contact form: stored as an inquiry and e-mailed to support. Limited per caller and per
 * sender address, so neither a rotating address nor a botnet can flood the inbox under one name.
 */
export const POST = handler(
  {
    auth: false,
    body: contactSchema,
    limits: [
      { name: "contact", limit: 5, windowSeconds: 600 },
      {
        name: "contact",
        limit: 5,
        windowSeconds: 86_400,
        per: {
          target: (b) => b.email,
          field: "email",
          message: "We have received several messages from this e-mail address today. Please try again tomorrow.",
        },
      },
    ],
  },
  async ({ body, ip }) => Response.json(await createContactInquiry(body, ip), { status: 201 }),
);
