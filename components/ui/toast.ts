import type { ExternalToast } from "sonner";

type Message = string | React.ReactNode;

let loading: Promise<typeof import("sonner").toast> | undefined;
/** Sonner, fetched when a toast is first shown (the page's first load does not carry it). */
const sonner = () => (loading ??= import("sonner").then((m) => m.toast));

/**
 * THE way to raise a toast (spec §9's toasts). The toast region (`LazyToaster`) loads after the page;
 * so does sonner's `toast` here, on the first call. A toast raised before the region has mounted is
 * shown when it does.
 */
export const toast = {
  success: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => void sonner().then((t) => t.error(message, data)),
};
