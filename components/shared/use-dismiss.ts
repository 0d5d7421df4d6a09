"use client";
import { useEffect, type RefObject } from "react";

/**
 * While `open`: Escape calls `onEscape`, and a press outside `inside` calls `onOutside` (a help tip,
 * the bell's list). The handlers are those of the render that opened it, so they must act through
 * setters and refs, not read state that may change while it is open.
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  { onEscape, onOutside }: { onEscape: () => void; onOutside: () => void },
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onEscape();
    const onPress = (e: PointerEvent) => {
      if (!(e.target instanceof Node && inside.current?.contains(e.target))) onOutside();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress);
    };
    // Listening again on every render would be needed only for handlers that read changing state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, inside]);
}
