import type { ExternalToast } from "sonner";

type Message = string | React.ReactNode;

let loading: Promise<typeof import("sonner").toast> | undefined;
let raised = false;
const waiting = new Set<() => void>();

/** Sonner, fetched when a toast is first shown (the page's first load does not carry it). */
function sonner() {
  if (!raised) {
    raised = true;
    for (const show of waiting) show();
    waiting.clear();
  }
  return (loading ??= import("sonner").then((m) => m.toast));
}

/**
 * Runs `show` once, when the page raises its first toast (at once if it has): the toast region
 * (`LazyToaster`) mounts then, so a page nobody acts on never loads it. Returns the cleanup for an effect.
 */
export function onFirstToast(show: () => void): () => void {
  if (raised) {
    show();
    return () => {};
  }
  waiting.add(show);
  return () => waiting.delete(show);
}

/**
 * THE way to raise a toast (spec §9's toasts). Sonner's `toast` and the toast region load at the
 * first call; a toast raised before the region has mounted is shown when it does.
 */
export const toast = {
  success: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.error(message, data)),
};
