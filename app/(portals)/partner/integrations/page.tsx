import { IntegrationsPage } from "@/components/integrations/integrations-page";
import { listApiKeys } from "@/lib/partner-api";
import { listWebhooks } from "@/lib/webhooks";
import { portalPage } from "../../portal-page";

export const metadata = { title: "API and webhooks", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The partner's API keys, webhook endpoints and delivery log (issue #35 items 6 and 7, ADR 072, 073). */
export default portalPage(
  { segment: "partner", path: "/partner/integrations", action: "manage:integration" },
  async (user) => {
    const [keys, webhooks] = await Promise.all([listApiKeys(user), listWebhooks(user)]);
    return <IntegrationsPage keys={keys} webhooks={webhooks} />;
  },
);
