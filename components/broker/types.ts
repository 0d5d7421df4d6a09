import type { BrokerPortalData } from "@/lib/partners/portal";

/** The broker portal's data, exactly as lib/partners/portal.ts serves it to the page. */
export type BrokerApplication = BrokerPortalData["applications"][number];
export type BrokerDashboard = BrokerPortalData["dashboard"];
export type Lead = BrokerPortalData["leads"][number];
export type LedgerRow = BrokerPortalData["ledger"][number];
export type PipelineRow = BrokerPortalData["pipeline"][number];
