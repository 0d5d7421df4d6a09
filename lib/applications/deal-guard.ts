/**
 * The deal's status guard (issue 33 item 3, ADR 068). Approved means the client accepted an offer
 * and signed its contract: no one moves a file there without both, whatever the status dropdown
 * said. Settlement needs an accepted offer (and its signed contract); only an admin may record one
 * without, with a note, and that override is audited. Pure: the staff panel shows the same reasons
 * the server answers with (409, the missing items in fields.missing).
 */
import type { ApplicationStatus } from "./status";

export interface DealState {
  acceptedOffer: boolean;
  contractSigned: boolean;
}

export type DealGuardResult =
  | { ok: true; overridden: boolean; missing: string[] }
  | { ok: false; code: "conflict" | "forbidden"; reason: string; missing: string[] };

const ACCEPTED = "an accepted offer";
const SIGNED = "a signed contract";

/** What the deal still lacks for a move to `to` (approved or settled); empty for any other move. */
export function dealGaps(to: ApplicationStatus, deal: DealState): string[] {
  if (to !== "approved" && to !== "settled") return [];
  const missing: string[] = [];
  if (!deal.acceptedOffer) missing.push(ACCEPTED);
  if (!deal.contractSigned) missing.push(SIGNED);
  return missing;
}

const sentence = (missing: readonly string[]) => `Missing: ${missing.join(" and ")}.`;

export function checkDealGuard(
  to: ApplicationStatus,
  deal: DealState,
  ctx: { mayOverride: boolean; hasNote: boolean },
): DealGuardResult {
  const missing = dealGaps(to, deal);
  if (!missing.length) return { ok: true, overridden: false, missing };
  const refuse = (code: "conflict" | "forbidden", reason: string) => ({
    ok: false as const,
    code,
    reason: `${reason} ${sentence(missing)}`,
    missing,
  });
  if (to === "approved")
    return refuse(
      "conflict",
      "An application is Approved only once the client has accepted an offer and signed its contract.",
    );
  if (!ctx.mayOverride)
    return refuse(
      "conflict",
      "Settlement needs an accepted offer with its contract signed; only an admin can record one without, with a note.",
    );
  if (!ctx.hasNote)
    return refuse("conflict", "A note is required to record a settlement without an accepted, signed offer.");
  return { ok: true, overridden: true, missing };
}

/**
 * The staff dropdown's view of a move (null: allowed as far as the panel can tell). The panel knows
 * whether an offer was accepted; whether its contract is signed the server checks (a 409 with the
 * reason, shown beside the dropdown).
 */
export function dealMoveBlock(to: ApplicationStatus, hasAcceptedOffer: boolean, isAdmin: boolean): string | null {
  const deal = { acceptedOffer: hasAcceptedOffer, contractSigned: hasAcceptedOffer };
  const guard = checkDealGuard(to, deal, { mayOverride: isAdmin, hasNote: true });
  return guard.ok ? null : guard.reason;
}
