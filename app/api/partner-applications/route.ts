import { createPartnerApplication } from "@/lib/inquiries";
import { partnerApplicationSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** Partner program and mortgage broker applications, for staff to review. */
export const POST = handler({ auth: false, body: partnerApplicationSchema }, async ({ body, ip }) => {
  await rateLimit(`partner-app:${ip}`, 5, 600);
  return Response.json(await createPartnerApplication(body, ip), { status: 201 });
});
