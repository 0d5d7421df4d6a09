/**
 * The broker and staff vocabularies of the application status (spec section 4). Part of the status
 * module: lib/applications/status.ts holds the canonical lifecycle these translate from.
 */
import {
  APPLICATION_STATUSES,
  isApplicationStatus,
  isDecision,
  LEAD_STATUSES,
  movesBack,
  type ApplicationStatus,
  type BadgeTone,
  type LeadStatus,
} from "./status";

// ---- Broker view ------------------------------------------------------------------------------

export const BROKER_STATUSES = [
  "new",
  "submitted",
  "under_review",
  "processing",
  "approved",
  "settled",
  "declined",
  "withdrawn",
] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

const TO_BROKER: Record<ApplicationStatus, BrokerStatus> = {
  // A referred client who has not submitted yet: the broker sees a new (amber) file, not "submitted".
  draft: "new",
  submitted: "submitted",
  under_review: "under_review",
  lender_matching: "processing",
  offers_presentation: "processing",
  approved: "approved",
  settled: "settled",
  declined: "declined",
  // Issue 35 item 5: a withdrawn file stays "Withdrawn" for the partner (the client closed it, no
  // lender declined it): its own badge (grey) and filter; like a decline it is a lost file (progress 0).
  withdrawn: "withdrawn",
};
export function brokerStatus(status: ApplicationStatus): BrokerStatus {
  return TO_BROKER[status];
}

/** Canonical values the broker vocabulary does not know are translated first; the rest pass through. */
function asBroker(s: string): string {
  return isApplicationStatus(s) ? TO_BROKER[s] : s;
}

const BROKER_PROGRESS: Record<string, number> = {
  submitted: 20,
  new: 20,
  under_review: 40,
  processing: 60,
  approved: 80,
  settled: 100,
  declined: 0,
  rejected: 0,
  withdrawn: 0,
};
/** Accepts broker, canonical or lead values; anything unknown is 10 (spec section 4). */
export function brokerProgress(status: string): number {
  return BROKER_PROGRESS[asBroker(status)] ?? 10;
}

const BROKER_TONE: Record<string, BadgeTone> = {
  submitted: "amber",
  new: "amber",
  under_review: "teal",
  processing: "teal",
  approved: "green",
  settled: "dark-green",
  declined: "red",
  rejected: "red",
  withdrawn: "grey",
};
/** Application badges on the broker screens (lead badges use leadBadgeTone). */
export function brokerBadgeTone(status: string): BadgeTone {
  return BROKER_TONE[asBroker(status)] ?? "grey";
}

const BROKER_LABELS: Record<string, string> = {
  new: "New",
  submitted: "Submitted",
  under_review: "Under Review",
  processing: "Processing",
  approved: "Approved",
  settled: "Settled",
  declined: "Declined",
  rejected: "Rejected",
  contacted: "Contacted",
  converted: "Converted",
  lost: "Lost",
  withdrawn: "Withdrawn",
};
export function brokerLabel(status: string): string {
  return BROKER_LABELS[asBroker(status)] ?? titleCase(status);
}

/** "all", then every broker status but new, which the "submitted" filter covers (same badge). */
export type BrokerStatusFilter = "all" | Exclude<BrokerStatus, "new">;
export const BROKER_STATUS_FILTERS: readonly BrokerStatusFilter[] = [
  "all",
  ...BROKER_STATUSES.filter((s): s is Exclude<BrokerStatus, "new"> => s !== "new"),
];
/** The broker filter dropdown's options, labelled as the badges are. */
export const BROKER_FILTER_OPTIONS: readonly { value: BrokerStatusFilter; label: string }[] = BROKER_STATUS_FILTERS.map(
  (f) => ({ value: f, label: f === "all" ? "All statuses" : brokerLabel(f) }),
);
/** Whether a broker-vocabulary status passes a filter: "submitted" also catches new (unsubmitted) files. */
export function matchesBrokerFilter(status: string, filter: string): boolean {
  return filter === "all" || status === filter || (filter === "submitted" && status === "new");
}
/** Filters group by badge: "submitted" also catches unsubmitted (new) files, which share its colour. */
export function canonicalForBrokerFilter(filter: string): ApplicationStatus[] {
  if (filter === "all") return [...APPLICATION_STATUSES];
  return APPLICATION_STATUSES.filter((s) => {
    const b = TO_BROKER[s];
    return b === filter || (filter === "submitted" && b === "new");
  });
}

// ---- Staff view -------------------------------------------------------------------------------

export const STAFF_STATUSES = ["pending", "in_review", "approved", "rejected", "funded"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  pending: "Pending Review",
  in_review: "In Review",
  approved: "Approved",
  rejected: "Rejected",
  funded: "Funded",
};

const TO_STAFF: Record<ApplicationStatus, StaffStatus> = {
  draft: "pending",
  submitted: "pending",
  under_review: "in_review",
  lender_matching: "in_review",
  offers_presentation: "in_review",
  approved: "approved",
  settled: "funded",
  declined: "rejected",
  withdrawn: "rejected",
};
/** Unknown values count as pending (spec: "Unknown status displays like pending"). */
export function staffStatus(status: string): StaffStatus {
  if (isApplicationStatus(status)) return TO_STAFF[status];
  return (STAFF_STATUSES as readonly string[]).includes(status) ? (status as StaffStatus) : "pending";
}

/** Staff work the file, so they see the finer steps the five-value vocabulary would blur. */
const STAFF_PRECISE: Partial<Record<ApplicationStatus, string>> = {
  draft: "Draft",
  lender_matching: "Lender Matching",
  offers_presentation: "Offers Ready",
  withdrawn: "Withdrawn",
};
export function staffLabel(status: string): string {
  return (isApplicationStatus(status) ? STAFF_PRECISE[status] : undefined) ?? STAFF_STATUS_LABELS[staffStatus(status)];
}

const FROM_STAFF: Record<StaffStatus, ApplicationStatus> = {
  pending: "submitted",
  in_review: "under_review",
  approved: "approved",
  rejected: "declined",
  funded: "settled",
};
/** Parses what the status PATCH accepts: staff values or canonical values. Null means refuse (400). */
export function toCanonical(input: string): ApplicationStatus | null {
  const v = input.trim().toLowerCase();
  if (isApplicationStatus(v)) return v;
  return (STAFF_STATUSES as readonly string[]).includes(v) ? FROM_STAFF[v as StaffStatus] : null;
}

/** The staff dropdown: the spec's five values plus the two intermediate steps, in lifecycle order. */
export const STAFF_STATUS_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "pending", label: "Pending Review" },
  { value: "in_review", label: "In Review" },
  { value: "lender_matching", label: "Lender Matching" },
  { value: "offers_presentation", label: "Offers Ready" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "funded", label: "Funded" },
];
/** Which dropdown option reflects a stored status (withdrawn has none, so it shows as rejected). */
export function staffOptionValue(status: ApplicationStatus): string {
  if (status === "lender_matching" || status === "offers_presentation") return status;
  return TO_STAFF[status];
}

/** The staff panel asks for a note before a move back, as checkTransition will on the server. */
export function staffChangeNeedsNote(current: ApplicationStatus, optionValue: string): boolean {
  const target = toCanonical(optionValue);
  return target !== null && movesBack(current, target);
}

/** A decision (approved, rejected, funded): the panel asks for a confirmation with a note first. */
export function staffChangeNeedsConfirmation(optionValue: string): boolean {
  const target = toCanonical(optionValue);
  return target !== null && isDecision(target);
}

/** What a decision sets in motion, said in its confirmation (the client is notified of every change). */
const DECISION_CONSEQUENCE: Partial<Record<ApplicationStatus, string>> = {
  approved: "The client is told their application is approved.",
  declined: "The client is told their application was declined, and the file closes.",
  settled:
    "The client is told the funds have settled, and the file closes. Confirm the lender has paid out; put the settlement date, amount and lender reference in the note.",
  withdrawn: "The client is told their application was withdrawn, and the file closes.",
};
export function staffDecisionConsequence(optionValue: string): string {
  const target = toCanonical(optionValue);
  return (target && DECISION_CONSEQUENCE[target]) ?? "";
}

const STAFF_TONE: Record<StaffStatus, BadgeTone> = {
  pending: "amber",
  in_review: "teal",
  approved: "green",
  rejected: "red",
  funded: "dark-green",
};
export function staffBadgeTone(status: string): BadgeTone {
  return STAFF_TONE[staffStatus(status)];
}

/** Staff dashboard tiles (spec section 3): which stored statuses each count covers. */
export const STAFF_DASHBOARD_GROUPS = {
  newApplications: ["submitted"],
  inReview: ["under_review", "lender_matching", "offers_presentation"],
  approved: ["approved"],
  settled: ["settled"],
} as const satisfies Record<string, readonly ApplicationStatus[]>;

function titleCase(s: string): string {
  return s
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

// ---- Lead view --------------------------------------------------------------------------------

/** A lead's status in words (the broker's badge and status picker), never the stored code. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  lost: "Lost",
};
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));
export function leadStatusLabel(status: string): string {
  return (LEAD_STATUS_LABELS as Record<string, string>)[status] ?? "Unknown";
}

// One vocabulary per audience: why the names differ, each portal's legend and the one 'Active'
// count live in ./status-legend.ts (ADR 064).
