import { createPartnerApplication } from "@/lib/inquiries";
import { partnerApplicationSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Partner program and mortgage broker applications, for staff to review. */
export const POST = handler(
  {
    auth: false,
    body: partnerApplicationSchema,
    limits: [
      { name: "partner-app", limit: 5, windowSeconds: 600 },
      {
        name: "partner-app",
        limit: 3,
        windowSeconds: 86_400,
        per: {
          target: (b) => b.email,
          field: "email",
          message: "We have already received applications from this e-mail address today. Please try again tomorrow.",
        },
      },
    ],
  },
  async ({ body, ip }) => Response.json(await createPartnerApplication(body, ip), { status: 201 }),
);
