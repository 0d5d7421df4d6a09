import { BrokerPortalPage } from "./broker-portal-page";

export const metadata = { title: "Broker Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <BrokerPortalPage searchParams={searchParams} path="/broker-portal" />;
}
