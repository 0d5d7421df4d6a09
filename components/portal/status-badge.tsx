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
export const BADGE_VARIANT: Record<BadgeTone, BadgeVariant> = {
  amber: "warning",
  teal: "info",
  green: "success",
  "dark-green": "success-strong",
  red: "destructive",
  grey: "muted",
};

export function ClientStatusBadge({ status }: { status: string }) {
  return <Badge variant={BADGE_VARIANT[clientBadgeTone(status)]}>{clientStatusLabel(status)}</Badge>;
}
export function BrokerStatusBadge({ status }: { status: string }) {
  return <Badge variant={BADGE_VARIANT[brokerBadgeTone(status)]}>{brokerLabel(status)}</Badge>;
}
export function StaffStatusBadge({ status }: { status: string }) {
  return <Badge variant={BADGE_VARIANT[staffBadgeTone(status)]}>{staffLabel(status)}</Badge>;
}
/** Leads show their status in words (New, Contacted, Converted, Lost), never the stored code. */
export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={BADGE_VARIANT[leadBadgeTone(status)]}>{leadStatusLabel(status)}</Badge>;
}
