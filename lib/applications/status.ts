/**
 * The one place that knows about application statuses (with status-views.ts, the broker and staff
 * vocabularies). The database stores only the canonical lifecycle values; the client, broker and
 * staff screens each speak their own vocabulary (spec section 4), so every translation, order and
 * colour lives here and nowhere else. Pure: client components import it, so no server-only imports.
 */
import { ApplicationStatus, LeadStatus } from "@/lib/db/generated/enums";

export type { ApplicationStatus, LeadStatus };

/** In schema order, which is lifecycle order: the Prisma enum is the list, not a copy of it. */
export const APPLICATION_STATUSES = Object.values(ApplicationStatus);
export const LEAD_STATUSES = Object.values(LeadStatus);

/** The forward path; declined and withdrawn are exits from it, not steps on it. */
const LIFECYCLE: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (s) => s !== "declined" && s !== "withdrawn",
);
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

/** A step back along the forward path; such a move needs a note on record. Exits are not steps. */
export function movesBack(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return LIFECYCLE.includes(from) && LIFECYCLE.includes(to) && LIFECYCLE.indexOf(to) < LIFECYCLE.indexOf(from);
}

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
  const decision = checkDecision(to, ctx.hasNote);
  if (!decision.ok) return decision;
  if (to === "declined" || to === "withdrawn") return { ok: true };
  if (movesBack(from, to) && !ctx.hasNote) {
    return {
      ok: false,
      reason: `A note is required to move an application back from ${LABELS[from]} to ${LABELS[to]}.`,
    };
  }
  return { ok: true };
}

// ---- Decisions --------------------------------------------------------------------------------

/**
 * Moves that decide the client's outcome or move money (issue 18): approved, declined, funded
 * (settled) and a staff withdrawal. Staff confirm each one and say why; without a note the server
 * refuses it (409), whatever the screen did. The client's own withdrawal is not a staff decision.
 */
export const DECISION_STATUSES = [
  "approved",
  "declined",
  "settled",
  "withdrawn",
] as const satisfies readonly ApplicationStatus[];

export function isDecision(to: ApplicationStatus): boolean {
  return (DECISION_STATUSES as readonly string[]).includes(to);
}

export function checkDecision(to: ApplicationStatus, hasNote: boolean): TransitionResult {
  if (!isDecision(to) || hasNote) return { ok: true };
  return {
    ok: false,
    reason: `A note is required to make an application ${LABELS[to]}: confirm the decision and say why.`,
  };
}

// ---- Readiness for lender matching (issue 15 item 5) ------------------------------------------

export type ReadinessResult =
  { ok: true; overridden: boolean } | { ok: false; code: "conflict" | "forbidden"; reason: string; missing: string[] };

/**
 * Lenders see a file only once it is complete: moving to lender matching is refused while anything
 * is `missing` (required documents not approved, gaps in the full application), unless someone who
 * may override (an admin) asks to, with a note. Separate from checkTransition: it is about the file,
 * not the lifecycle.
 */
export function checkReadiness(
  to: ApplicationStatus,
  missing: readonly string[],
  ctx: { override: boolean; mayOverride: boolean; hasNote: boolean },
): ReadinessResult {
  if (to !== "lender_matching" || missing.length === 0) return { ok: true, overridden: false };
  const list = `Missing: ${missing.join("; ")}.`;
  const refuse = (code: "conflict" | "forbidden", reason: string) => ({
    ok: false as const,
    code,
    reason: `${reason} ${list}`,
    missing: [...missing],
  });
  if (!ctx.override) return refuse("conflict", "This application is not ready for lender matching.");
  if (!ctx.mayOverride) return refuse("forbidden", "Only an admin can override the readiness check.");
  if (!ctx.hasNote) return refuse("conflict", "A note is required to override the readiness check.");
  return { ok: true, overridden: true };
}

// ---- The deal after the quotes (issue 16 item 2) -----------------------------------------------

/**
 * What happens to the deal, as the application's canonical status sees it: the first lender
 * submission (lender matching), the first offer (offers ready), the accepted offer's contract signed
 * (approved), the money funded (settled).
 */
export type DealEvent = "submitted" | "offered" | "signed" | "settled";
const DEAL_EVENT_STATUS: Record<DealEvent, ApplicationStatus> = {
  submitted: "lender_matching",
  offered: "offers_presentation",
  signed: "approved",
  settled: "settled",
};

/**
 * The status a deal event moves the application to, or null when it stays where it is: events only
 * ever move a file forward (a second submission or a later offer changes nothing), and never a
 * closed one (declined, withdrawn, settled).
 */
export function statusAfterDealEvent(current: ApplicationStatus, event: DealEvent): ApplicationStatus | null {
  if (isTerminal(current)) return null;
  const target = DEAL_EVENT_STATUS[event];
  return LIFECYCLE.indexOf(target) > LIFECYCLE.indexOf(current) ? target : null;
}

/**
 * The deal events a file standing at `status` has been through, in order: what the product requires
 * to reach it (the demo seed and its test read this list). Offers ready means a submission and an
 * offer; approved adds the signed contract; settled the settlement. Drafts, files still with us and
 * the exits (declined, withdrawn) need none.
 */
export function dealEventsAt(status: ApplicationStatus): DealEvent[] {
  if (!LIFECYCLE.includes(status)) return [];
  const at = LIFECYCLE.indexOf(status);
  return (Object.keys(DEAL_EVENT_STATUS) as DealEvent[]).filter((e) => LIFECYCLE.indexOf(DEAL_EVENT_STATUS[e]) <= at);
}

/** At or past lender matching on the forward path: the readiness gate was passed (complete file, documents approved). */
export function isPastReadinessGate(status: ApplicationStatus): boolean {
  return LIFECYCLE.includes(status) && LIFECYCLE.indexOf(status) >= LIFECYCLE.indexOf("lender_matching");
}

/**
 * Statuses at which the file has gone to lenders (lender matching onwards, until it closes): lenders
 * assess what they were sent, so from here only the team changes the full application, audited, and
 * re-submits it. Any lender submission on record locks it too, whatever the status says.
 */
const WITH_LENDERS: readonly ApplicationStatus[] = ["lender_matching", "offers_presentation", "approved"];
export function hasGoneToLenders(status: ApplicationStatus, submissionCount: number): boolean {
  return submissionCount > 0 || WITH_LENDERS.includes(status);
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

/** Lender quotes reach the client once offers are presented; staff and brokers see them all along. */
const CLIENT_SEES_QUOTES: readonly ApplicationStatus[] = ["offers_presentation", "approved", "settled"];
export function clientSeesQuotes(status: ApplicationStatus): boolean {
  return CLIENT_SEES_QUOTES.includes(status);
}

// ---- Badge tones ------------------------------------------------------------------------------

/** Colours by meaning; components/portal/status-badge.tsx maps each to a Badge variant once. */
export type BadgeTone = "amber" | "teal" | "green" | "dark-green" | "red" | "grey";

const CLIENT_TONE: Record<ApplicationStatus, BadgeTone> = {
  draft: "grey",
  submitted: "amber",
  under_review: "teal",
  lender_matching: "teal",
  offers_presentation: "teal",
  approved: "green",
  settled: "dark-green",
  declined: "red",
  withdrawn: "grey",
};
export function clientBadgeTone(status: string): BadgeTone {
  return isApplicationStatus(status) ? CLIENT_TONE[status] : "grey";
}

const LEAD_TONE: Record<LeadStatus, BadgeTone> = { new: "amber", contacted: "teal", converted: "green", lost: "red" };
export function leadBadgeTone(status: string): BadgeTone {
  return (LEAD_TONE as Record<string, BadgeTone>)[status] ?? "grey";
}

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
  if (movesBack(from, to)) return `Moved back to ${target}`;
  return ARRIVAL_TEXT[to];
}
