/**
 * The one place that knows about application statuses. The database stores only the canonical
 * lifecycle values; the client, broker and staff screens each speak their own vocabulary
 * (spec section 4), so every translation lives here and nowhere else.
 */

export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
  "approved",
  "settled",
  "declined",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The forward path; declined and withdrawn are exits from it, not steps on it. */
const LIFECYCLE: readonly ApplicationStatus[] = APPLICATION_STATUSES.slice(0, 7);
export const TERMINAL_STATUSES = ["settled", "declined", "withdrawn"] as const satisfies readonly ApplicationStatus[];
/** What the client portal counts as "Active Applications". */
export const ACTIVE_STATUSES = [
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}
export function isTerminal(status: ApplicationStatus): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}
export function isActive(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** Plain labels, used for the client badge and inside sentences. */
const LABELS: Record<ApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  under_review: "Under Review",
  lender_matching: "Lender Matching",
  offers_presentation: "Offers Ready",
  approved: "Approved",
  settled: "Settled",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

// ---- Transitions ------------------------------------------------------------------------------

export type TransitionResult = { ok: true } | { ok: false; reason: string };
export type TransitionContext = { isAdmin: boolean; hasNote: boolean };

/** Reasons double as 409 response bodies, so they are whole sentences a person can act on. */
export function checkTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  ctx: TransitionContext,
): TransitionResult {
  if (from === to) return { ok: false, reason: `The application is already ${LABELS[to]}.` };
  if (isTerminal(from)) {
    // A closed file is reopened only deliberately, by an admin, with a reason on record.
    if (!ctx.isAdmin) return { ok: false, reason: `Only an admin can reopen an application that is ${LABELS[from]}.` };
    if (!ctx.hasNote)
      return { ok: false, reason: `A note is required to reopen an application that is ${LABELS[from]}.` };
    return { ok: true };
  }
  if (to === "declined" || to === "withdrawn") return { ok: true };
  if (LIFECYCLE.indexOf(to) < LIFECYCLE.indexOf(from) && !ctx.hasNote) {
    return {
      ok: false,
      reason: `A note is required to move an application back from ${LABELS[from]} to ${LABELS[to]}.`,
    };
  }
  return { ok: true };
}

/** Clients may pull out at any point until the money has moved. */
export function canClientWithdraw(status: ApplicationStatus): boolean {
  return !isTerminal(status);
}

// ---- Client view ------------------------------------------------------------------------------

export const CLIENT_PROGRESS_TOTAL = 7;
const CLIENT_PROGRESS: Record<ApplicationStatus, number> = {
  draft: 1,
  submitted: 2,
  under_review: 3,
  lender_matching: 4,
  offers_presentation: 5,
  approved: 6,
  settled: 7,
  declined: 3,
  // Not in the spec. A withdrawal can happen at any stage and history is not consulted here, so
  // show the last step every withdrawn application is known to have reached: submitted.
  withdrawn: 2,
};

/** Unknown values are shown upper-cased rather than hidden (spec section 4). */
export function clientStatusLabel(status: string): string {
  return isApplicationStatus(status) ? LABELS[status] : status.toUpperCase();
}
export function clientProgress(status: string): number {
  return isApplicationStatus(status) ? CLIENT_PROGRESS[status] : 1;
}

// ---- Broker view ------------------------------------------------------------------------------

export const BROKER_STATUSES = [
  "new",
  "submitted",
  "under_review",
  "processing",
  "approved",
  "settled",
  "declined",
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
  // The broker vocabulary has no withdrawn; for progress, colour and filtering it is a lost file
  // like a decline. brokerLabel still says "Withdrawn" so the broker knows who closed it.
  withdrawn: "declined",
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
};
/** Accepts broker, canonical or lead values; anything unknown is 10 (spec section 4). */
export function brokerProgress(status: string): number {
  return BROKER_PROGRESS[asBroker(status)] ?? 10;
}

export type BadgeTone = "amber" | "teal" | "green" | "dark-green" | "red" | "grey";
const BROKER_TONE: Record<string, BadgeTone> = {
  submitted: "amber",
  new: "amber",
  under_review: "teal",
  processing: "teal",
  approved: "green",
  settled: "dark-green",
  declined: "red",
  rejected: "red",
};
/** Lead badges share this mapping: new is amber; contacted, converted and lost fall to grey. */
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
  if (status === "withdrawn") return "Withdrawn";
  return BROKER_LABELS[asBroker(status)] ?? titleCase(status);
}

export const BROKER_STATUS_FILTERS = [
  "all",
  "submitted",
  "under_review",
  "processing",
  "approved",
  "settled",
  "declined",
] as const;
export type BrokerStatusFilter = (typeof BROKER_STATUS_FILTERS)[number];
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

/** Staff dashboard tiles (spec section 3): which stored statuses each count covers. */
export const STAFF_DASHBOARD_GROUPS = {
  newApplications: ["submitted"],
  inReview: ["under_review", "lender_matching", "offers_presentation"],
  approved: ["approved"],
  settled: ["settled"],
} as const satisfies Record<string, readonly ApplicationStatus[]>;

// ---- History ----------------------------------------------------------------------------------

const ARRIVAL_TEXT: Record<ApplicationStatus, string> = {
  draft: "Application started",
  submitted: "Application submitted",
  under_review: "Application under review",
  lender_matching: "Moved to lender matching",
  offers_presentation: "Offers are ready",
  approved: "Application approved",
  settled: "Funds settled",
  declined: "Application declined",
  withdrawn: "Application withdrawn",
};

/** One line for a status history entry; `from` is null for the first entry. */
export function timelineText(from: ApplicationStatus | null, to: ApplicationStatus): string {
  if (from === null || from === to) return ARRIVAL_TEXT[to];
  const target = LABELS[to].toLowerCase();
  if (isTerminal(from)) return `Application reopened and moved to ${target}`;
  if (LIFECYCLE.includes(to) && LIFECYCLE.indexOf(to) < LIFECYCLE.indexOf(from)) return `Moved back to ${target}`;
  return ARRIVAL_TEXT[to];
}

function titleCase(s: string): string {
  return s
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}
