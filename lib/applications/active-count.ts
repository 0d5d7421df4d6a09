/**
 * 'Active Applications', counted one way everywhere (issue #37 item 5, ADR 064): submitted and not
 * yet approved, settled, declined or withdrawn (ACTIVE_STATUSES). Part of the status module; kept
 * apart from the legend (./status-legend.ts) so the screens that count ship no legend text.
 */
import { ACTIVE_STATUSES, APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from "./status";
import { brokerStatus } from "./status-views";

/**
 * Whether a row counts as 'Active', whatever vocabulary its status is in: canonical (the client
 * portal, the home dashboard), a partner's (the broker list) or a staff row's `canonicalStatus`.
 * A partner's name counts only if every stored status it covers is active (so 'New', a draft, is not).
 */
const ACTIVE_SET = new Set<string>(ACTIVE_STATUSES);
const activeByName = (toName: Record<ApplicationStatus, string>) =>
  new Set(
    Object.values(toName).filter((name) =>
      APPLICATION_STATUSES.filter((s) => toName[s] === name).every((s) => ACTIVE_SET.has(s)),
    ),
  );
const ACTIVE_BROKER = activeByName(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, brokerStatus(s)])) as Record<ApplicationStatus, string>,
);

export function isActiveRow(row: { status: string; canonicalStatus?: string | null }): boolean {
  if (row.canonicalStatus) return ACTIVE_SET.has(row.canonicalStatus);
  return isApplicationStatus(row.status) ? ACTIVE_SET.has(row.status) : ACTIVE_BROKER.has(row.status);
}

/** 'Active Applications', counted one way everywhere (ADR 064). */
export function countActive(rows: readonly { status: string; canonicalStatus?: string | null }[]): number {
  return rows.filter(isActiveRow).length;
}
