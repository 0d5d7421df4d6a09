import { createContactInquiry } from "@/lib/inquiries";
import { contactSchema } from "@/lib/inquiries/schema";
import { handler } from "@/lib/http/handler";
import { rateLimit } from "@/lib/http/rate-limit";

export const dynamic = "force-dynamic";

/** The contact form: stored as an inquiry and e-mailed to support. */
export const POST = handler({ auth: false, body: contactSchema }, async ({ body, ip }) => {
  await rateLimit(`contact:${ip}`, 5, 600);
  return Response.json(await createContactInquiry(body, ip), { status: 201 });
});
