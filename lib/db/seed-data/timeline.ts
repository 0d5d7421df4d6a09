/**
 * When each seeded application moved (issue #37 item 6): the times of its status history, the last
 * of which is Application.statusChangedAt (the staff queue's 'In status' and Overdue badge).
 *
 * - An open file (a status with a target: lib/applications/status-targets.ts) is recent: it has sat
 *   in its status for a share of that status's target (IN_STATUS_SHARE, most well inside it; the
 *   OVERDUE rows past it), and took a share of each earlier status's target to move on (PACE_SHARE).
 * - A closed file (settled, declined, withdrawn) and a draft keep the older history, two days a step,
 *   that the commission ledger and the dashboards' months are dated from.
 *
 * Pure: seed.ts and the seed's test both read it.
 */
import { DEFAULT_STATUS_TARGET_HOURS } from "@/lib/applications/client";
import type { ApplicationStatus } from "../generated/client";
import { DAY } from "./plan";

const HOUR = 3_600_000;

/** How much of its current status's target an open file has used, by plan row (cycled); under 1: inside it. */
const IN_STATUS_SHARE = [0.12, 0.45, 0.3, 0.7, 0.2, 0.55, 0.85, 0.38];
/** How much of each earlier status's target the file took to move on (cycled by row and step). */
const PACE_SHARE = [0.35, 0.6, 0.2, 0.45, 0.75];

/**
 * Plan rows (STATUS_PLAN indices) that have sat past their status's target, and by how much (share of
 * the target): one in each working status, so the demo queue shows the Overdue badge for each.
 */
export const OVERDUE: ReadonlyMap<number, number> = new Map([
  [15, 1.6], // submitted: not picked up for over a day and a half
  [23, 1.3], // under review
  [27, 1.25], // lender matching
  [24, 1.15], // offers ready: the client has not chosen
  [30, 1.8], // approved: not settled yet
]);

const targetOf = (status: ApplicationStatus) => DEFAULT_STATUS_TARGET_HOURS[status];

/** True when the application is working (its status has a target) and so dated back from `now`. */
export function isOpen(status: ApplicationStatus) {
  return targetOf(status) != null;
}

export interface Timeline {
  /** When it entered each step of `steps` (the status history's times), oldest first. */
  times: Date[];
  /** Submitted (its first step), or the draft's start. */
  createdAt: Date;
  /** When it entered its current status (Application.statusChangedAt). */
  statusChangedAt: Date;
}

/**
 * The times of `steps` (the path to the current status, pathTo in plan.ts) for plan row `i`.
 * `startedAt` is the older plan's start, kept for closed files and drafts.
 */
export function timelineFor(i: number, steps: readonly ApplicationStatus[], startedAt: Date, now: Date): Timeline {
  const last = steps.at(-1);
  if (!last || !isOpen(last)) {
    // Two days a step, never in the future (recent files move faster).
    const times = steps.map(
      (_, k) => new Date(Math.min(startedAt.getTime() + k * 2 * DAY, now.getTime() - (steps.length - k) * HOUR)),
    );
    return { times, createdAt: startedAt, statusChangedAt: times.at(-1) ?? startedAt };
  }
  const share = OVERDUE.get(i) ?? IN_STATUS_SHARE[i % IN_STATUS_SHARE.length]!;
  const times: Date[] = [];
  // Whole minutes, so times read like a person's, a few apart from row to row.
  const jitter = ((i * 37) % 53) * 60_000;
  let at = Math.floor((now.getTime() - share * targetOf(last)! * HOUR) / 60_000) * 60_000 - jitter;
  times.unshift(new Date(at));
  for (let k = steps.length - 2; k >= 0; k--) {
    const pace = PACE_SHARE[(i + k) % PACE_SHARE.length]!;
    at -= Math.round(pace * (targetOf(steps[k]!) ?? 24) * 60) * 60_000;
    times.unshift(new Date(at));
  }
  return { times, createdAt: times[0]!, statusChangedAt: times.at(-1)! };
}
