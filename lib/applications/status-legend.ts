/**
 * Part of the status module (with ./status.ts and ./status-views.ts): one status vocabulary per
 * audience, each portal's legend of it, and the one count of 'Active Applications'.
 */
import {
  APPLICATION_STATUSES,
  clientBadgeTone,
  clientStatusLabel,
  type ApplicationStatus,
  type BadgeTone,
} from "./status";
import { brokerBadgeTone, brokerLabel, staffBadgeTone, staffLabel } from "./status-views";

// ---- One vocabulary per audience, and its legend (issue #37 item 5, ADR 064) ------------------

/**
 * Why the names differ by portal. The database stores one lifecycle (status.ts); each audience sees
 * it in the words that fit what it does with a file:
 * - **Clients** follow their own application step by step, so they see every step by its own name
 *   (Submitted, Under Review, Lender Matching, Offers Ready, Approved, Settled, Declined, Withdrawn).
 * - **Partners** track referrals, not lender detail: lender matching and offers ready are one step,
 *   'Processing' (the file is with lenders); a referred client who has not submitted yet is 'New'.
 * - **Staff** work the queue in the spec's five-value vocabulary ('Pending Review' = submitted and
 *   waiting to be picked up, 'In Review', 'Approved', 'Rejected' = declined, 'Funded' = settled),
 *   with the finer steps they act on (Lender Matching, Offers Ready, Withdrawn) named as they are.
 * Each portal shows its vocabulary in a legend ('What the statuses mean',
 * components/portal/status-legend.tsx) built from STATUS_LEGEND, which says what each name covers
 * and what the client sees for it, so the difference is explained where it is seen.
 *
 * 'Active' means the same everywhere: submitted and not yet approved, settled, declined or
 * withdrawn (ACTIVE_STATUSES in status.ts). `countActive` is the one count: the client portal, the
 * partner dashboard and the home dashboard all call it, whichever vocabulary their rows carry.
 */
export type StatusAudience = "client" | "partner" | "staff";

export interface LegendEntry {
  /** The name this audience sees. */
  label: string;
  tone: BadgeTone;
  /** The stored statuses the name covers, in lifecycle order. */
  covers: ApplicationStatus[];
  meaning: string;
}

/** What each stored status means, in one sentence (the legends add who sees it under which name). */
const MEANING: Record<ApplicationStatus, string> = {
  draft: "Started but not yet submitted.",
  submitted: "Submitted and waiting for our team to pick it up.",
  under_review: "Our team is reviewing the application and its documents.",
  lender_matching: "The file has gone to matched lenders, who are assessing it.",
  offers_presentation: "Lenders have made offers; the client compares them and chooses one.",
  approved: "The client accepted an offer and signed the lender's contract; funding is being arranged.",
  settled: "The lender has paid out the funds. The file is closed.",
  declined: "Declined; the file is closed.",
  withdrawn: "The client (or our team, on the client's behalf) withdrew the application. The file is closed.",
};

/** The client reads about their own file. */
const CLIENT_MEANING: Partial<Record<ApplicationStatus, string>> = {
  submitted: "Submitted; our team will pick it up.",
  under_review: "Our team is reviewing your application and documents.",
  lender_matching: "Your file is with matched lenders, who are assessing it.",
  offers_presentation: "Lenders have made offers: compare them and choose one. Nothing is agreed until you sign.",
  approved: "You accepted an offer and signed the lender's contract; funding is being arranged.",
  settled: "The lender has paid out your funds.",
  declined: "Your application was declined and is closed.",
  withdrawn: "You (or our team, at your request) withdrew the application. It is closed.",
};

function legendFor(
  statuses: readonly ApplicationStatus[],
  nameOf: (s: ApplicationStatus) => string,
  toneOf: (s: ApplicationStatus) => BadgeTone,
  meaningOf: (label: string, covers: ApplicationStatus[]) => string,
): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  for (const s of statuses) {
    const label = nameOf(s);
    const entry = entries.get(label) ?? { label, tone: toneOf(s), covers: [], meaning: "" };
    entry.covers.push(s);
    entries.set(label, entry);
  }
  return [...entries.values()].map((e) => ({ ...e, meaning: meaningOf(e.label, e.covers) }));
}

/** "'Lender Matching' or 'Offers Ready'": the client's names for the statuses an entry covers. */
const clientNames = (covers: readonly ApplicationStatus[]) =>
  covers.map((s) => `'${clientStatusLabel(s)}'`).join(" or ");

const PORTAL_STATUSES = APPLICATION_STATUSES.filter((s) => s !== "draft");

/** Each portal's legend: its names in lifecycle order, what each covers and means. */
export const STATUS_LEGEND: Record<StatusAudience, LegendEntry[]> = {
  client: legendFor(
    PORTAL_STATUSES,
    (s) => clientStatusLabel(s),
    (s) => clientBadgeTone(s),
    (_label, covers) => CLIENT_MEANING[covers[0]!] ?? MEANING[covers[0]!],
  ),
  partner: legendFor(
    APPLICATION_STATUSES,
    (s) => brokerLabel(s),
    (s) => brokerBadgeTone(s),
    (label, covers) =>
      covers.length > 1
        ? `${covers.map((s) => MEANING[s]).join(" / ")} Your client sees ${clientNames(covers)}.`
        : label === "New"
          ? "Your referred client has started but not submitted yet."
          : `${MEANING[covers[0]!]}${label === clientStatusLabel(covers[0]!) ? "" : ` Your client sees ${clientNames(covers)}.`}`,
  ),
  staff: legendFor(
    PORTAL_STATUSES,
    (s) => staffLabel(s),
    (s) => staffBadgeTone(s),
    (label, covers) =>
      `${covers.map((s) => MEANING[s]).join(" / ")}${
        covers.every((s) => clientStatusLabel(s) === label) ? "" : ` The client sees ${clientNames(covers)}.`
      }`,
  ),
};

// The one count of 'Active Applications' is in ./active-count.ts (small, for client bundles).
export { countActive, isActiveRow } from "./active-count";
