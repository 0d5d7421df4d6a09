import { brokerPortalRoute } from "@/app/(portals)/broker-portal/broker-portal-page";

export const metadata = { title: "Broker Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default brokerPortalRoute("/broker-portal");
