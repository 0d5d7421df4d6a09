import type { ExternalToast } from "sonner";
import { signalToast } from "./toast-signal";

type Message = string | React.ReactNode;

let loading: Promise<typeof import("sonner").toast> | undefined;
/** Sonner, fetched when a toast is first shown (the page's first load does not carry it). */
function sonner() {
  signalToast();
  return (loading ??= import("sonner").then((m) => m.toast));
}

/**
 * THE way to raise a toast (spec §9's toasts). Sonner's `toast` and the toast region load at the
 * first call; a toast raised before the region has mounted is shown when it does.
 */
export const toast = {
  success: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.error(message, data)),
};
