/**
 * How long an application should sit in each status before the queue shows it as overdue (issue 16
 * item 6). Admin sets a target per status (StatusTarget rows); a status without a row uses the
 * default below. Hours are wall-clock hours since the application entered the status
 * (Application.statusChangedAt). Pure and free of zod: the queue, the panel and the settings form
 * import it; the settings form's schema is in `status-targets-schema.ts`.
 */
import { APPLICATION_STATUSES, isTerminal, type ApplicationStatus } from "./status";

/** The statuses a target applies to: the working ones (not drafts, not closed files). */
export const TARGETED_STATUSES = APPLICATION_STATUSES.filter(
  (s) => s !== "draft" && !isTerminal(s),
) as readonly ApplicationStatus[];

/**
 * Defaults when admin has set no target: a new application is picked up within a business day,
 * reviewed within three days, placed with lenders within five, the client has a week to choose an
 * offer (offers typically expire), and an approved loan settles within five days.
 */
export const DEFAULT_STATUS_TARGET_HOURS: Partial<Record<ApplicationStatus, number>> = {
  submitted: 24,
  under_review: 72,
  lender_matching: 120,
  offers_presentation: 168,
  approved: 120,
};

export type StatusTargets = Partial<Record<ApplicationStatus, number>>;

/** The stored rows over the defaults. */
export function mergeStatusTargets(rows: readonly { status: ApplicationStatus; targetHours: number }[]): StatusTargets {
  const targets: StatusTargets = { ...DEFAULT_STATUS_TARGET_HOURS };
  for (const r of rows) if (TARGETED_STATUSES.includes(r.status)) targets[r.status] = r.targetHours;
  return targets;
}

export interface TimeInStatus {
  /** Whole hours since the application entered its status. */
  hoursInStatus: number;
  /** The target for the status; null for drafts and closed files (never overdue). */
  targetHours: number | null;
  overdue: boolean;
}

export function timeInStatus(
  status: ApplicationStatus,
  statusChangedAt: Date | string,
  targets: StatusTargets,
  now: Date = new Date(),
): TimeInStatus {
  const hoursInStatus = Math.max(0, Math.floor((now.getTime() - new Date(statusChangedAt).getTime()) / 3_600_000));
  const targetHours = TARGETED_STATUSES.includes(status) ? (targets[status] ?? null) : null;
  return { hoursInStatus, targetHours, overdue: targetHours != null && hoursInStatus >= targetHours };
}

/** "5 h", "3 d 4 h": the queue's and panel's time-in-status text. */
export function formatHours(hours: number): string {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}
