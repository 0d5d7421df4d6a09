import { ESIGN_SIGNATURE_HEADER, handleEsignWebhook } from "@/lib/contracts";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The e-signature provider's events (ADR 067): refused (401) unless signed with ESIGN_WEBHOOK_SECRET. */
export const POST = handler({ auth: false, maxBodyBytes: 64 * 1024 }, async ({ request }) =>
  handleEsignWebhook(await request.text(), request.headers.get(ESIGN_SIGNATURE_HEADER)),
);
