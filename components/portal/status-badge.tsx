import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { clientBadgeTone, clientStatusLabel, leadBadgeTone, type BadgeTone } from "@/lib/applications/status";
import {
  brokerBadgeTone,
  brokerLabel,
  leadStatusLabel,
  staffBadgeTone,
  staffLabel,
} from "@/lib/applications/status-views";

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
/** Leads show their status in words (New, Contacted, Converted, Lost), never the stored code. */
export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[leadBadgeTone(status)]}>{leadStatusLabel(status)}</Badge>;
}
