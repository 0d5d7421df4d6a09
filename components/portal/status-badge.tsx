import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { brokerBadgeTone, brokerLabel, clientStatusLabel, staffLabel, staffStatus } from "@/lib/applications/status";

const TONE: Record<string, BadgeVariant> = {
  amber: "warning",
  teal: "info",
  green: "success",
  "dark-green": "success-strong",
  red: "destructive",
  grey: "muted",
};
const CLIENT: Record<string, BadgeVariant> = {
  draft: "muted",
  submitted: "warning",
  under_review: "info",
  lender_matching: "info",
  offers_presentation: "info",
  approved: "success",
  settled: "success-strong",
  declined: "destructive",
  withdrawn: "muted",
};
const STAFF: Record<string, BadgeVariant> = {
  pending: "warning",
  in_review: "info",
  approved: "success",
  rejected: "destructive",
  funded: "success-strong",
};

export function ClientStatusBadge({ status }: { status: string }) {
  return <Badge variant={CLIENT[status] ?? "muted"}>{clientStatusLabel(status)}</Badge>;
}
export function BrokerStatusBadge({ status }: { status: string }) {
  return <Badge variant={TONE[brokerBadgeTone(status)] ?? "muted"}>{brokerLabel(status)}</Badge>;
}
export function StaffStatusBadge({ status }: { status: string }) {
  return <Badge variant={STAFF[staffStatus(status)] ?? "warning"}>{staffLabel(status)}</Badge>;
}
