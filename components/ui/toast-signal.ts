let raised = false;
const waiting = new Set<() => void>();

/** Called by `toast` (./toast.ts) at every toast: the first one tells the toast region to mount. */
export function signalToast() {
  if (raised) return;
  raised = true;
  for (const show of waiting) show();
  waiting.clear();
}

/**
 * Runs `show` once, when the page raises its first toast (at once if it has): the toast region
 * (`LazyToaster`) mounts then, so a page nobody acts on never loads it. Returns the cleanup for an
 * effect. Apart from ./toast.ts, so the region's first-load code does not carry sonner's loader.
 */
export function onFirstToast(show: () => void): () => void {
  if (raised) {
    show();
    return () => {};
  }
  waiting.add(show);
  return () => waiting.delete(show);
}
