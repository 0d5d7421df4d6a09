/** The wizard's steps as browser history entries: `?step=N` in the address, the step in the entry's state. */
export type HistoryMove = "push" | "replace";

const KEY = "wizardStep";

/** The step a history entry belongs to, or null for an entry that is not one of the wizard's. */
export function stepFromHistory(state: unknown): number | null {
  const step = state && typeof state === "object" ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof step === "number" && Number.isInteger(step) ? step : null;
}

/**
 * The history write a step change needs: none when the entry already shows the step (a Back or
 * Forward landed there); otherwise the entry's state (kept, with the step) and the address with `?step=N`.
 * The first write on a page replaces its entry, so Back from step 2 reaches step 1, then the page before.
 */
export function stepHistoryEntry(
  current: unknown,
  href: string,
  step: number,
  move: HistoryMove,
): { move: HistoryMove; state: Record<string, unknown>; url: string } | null {
  const shown = stepFromHistory(current);
  if (shown === step) return null;
  const url = new URL(href);
  url.searchParams.set("step", String(step));
  const base = current && typeof current === "object" ? (current as Record<string, unknown>) : {};
  return { move: shown === null ? "replace" : move, state: { ...base, [KEY]: step }, url: url.pathname + url.search };
}
