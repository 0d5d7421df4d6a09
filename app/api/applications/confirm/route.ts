import { confirmPending } from "@/lib/applications";
import { confirmHeldApplicationSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * POST: the address owner's button press on the e-mailed confirmation link adds the held
 * application to their account (public: the single-use token is the proof). A POST, never the GET
 * of the link itself, so mail scanners that open links cannot confirm anything.
 */
export const POST = handler(
  {
    auth: false,
    body: confirmHeldApplicationSchema,
    limits: [{ name: "confirm-application", limit: 20, windowSeconds: 900 }],
  },
  async ({ body, ip }) => confirmPending(body.token, ip),
);
