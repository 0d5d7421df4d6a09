// Run by `npm run smoke:cluster` (scripts/cluster/webhook-once.mjs): registers a webhook endpoint for
// the demo partner at the URL given, and writes `count` offer.received deliveries for one of their
// applications outside any instance (no job hinted: the instances' sweeps must find them). Prints one JSON line.
import type { SessionUser } from "@/lib/auth/session";
import { db, transaction } from "@/lib/db";
import { emitPartnerEvent } from "@/lib/webhooks/emit";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/events";

const [url, count = "10"] = process.argv.slice(2);
const prisma = await db();
const partner = await prisma.user.findUniqueOrThrow({ where: { email: "partner@bizfund.example" } });
const user: SessionUser = { ...partner, role: "partner", mfa: true, sessionId: "smoke" };
const endpoint = await createWebhookEndpoint(user, { url: url!, events: [...WEBHOOK_EVENTS] });
const app = await prisma.application.findFirstOrThrow({ where: { partnerId: partner.id } });
await transaction(async (tx) => {
  for (let i = 0; i < Number(count); i++)
    await emitPartnerEvent(tx, "offer.received", app.id, { offerId: `smoke-${i}` });
});
console.log(JSON.stringify({ endpointId: endpoint.id, secret: endpoint.secret, partnerId: partner.id }));
process.exit(0);
