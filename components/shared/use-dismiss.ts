"use client";
import { useEffect, type RefObject } from "react";

/**
 * While `open`: Escape calls `onEscape`, and a press outside `inside` calls `onOutside` (a help tip,
 * the bell's list). Both are read when the event comes, so callers pass plain closures.
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
    // The handlers are the callers' latest closures; re-listening on each render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, inside]);
}
