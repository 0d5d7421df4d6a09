import { BrokerPortalPage } from "@/components/broker/broker-portal-page";

export const metadata = { title: "Broker Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default function Page() {
  return <BrokerPortalPage path="/partner" />;
}
