import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { clientBadgeTone, clientStatusLabel, leadBadgeTone, type BadgeTone } from "@/lib/applications/status";
import { brokerBadgeTone, brokerLabel, staffBadgeTone, staffLabel } from "@/lib/applications/status-views";

/** The status module picks a colour by meaning; this is the one place it becomes a Badge variant. */
const VARIANT: Record<BadgeTone, BadgeVariant> = {
  amber: "warning",
  teal: "info",
  green: "success",
  "dark-green": "success-strong",
  red: "destructive",
  grey: "muted",
};

export function ClientStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[clientBadgeTone(status)]}>{clientStatusLabel(status)}</Badge>;
}
export function BrokerStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[brokerBadgeTone(status)]}>{brokerLabel(status)}</Badge>;
}
export function StaffStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[staffBadgeTone(status)]}>{staffLabel(status)}</Badge>;
}
/** Leads show their stored value as the label (spec: the lead badge reads new, contacted, ...). */
export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[leadBadgeTone(status)]}>{status}</Badge>;
}
