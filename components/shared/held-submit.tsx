"use client";
import { useEffect } from "react";

/**
 * A form sent before the page's JavaScript ran. A prerendered page loads its chunks after its first
 * paint (ADR 032); until React has hydrated, its loader (lib/http/paint-first.ts) stops a form's
 * submission, which the browser would otherwise send as a plain GET with the visitor's answers in the
 * address, keeps the form here and starts loading the chunks at once.
 */
interface PaintFirstWindow {
  __bfHeld?: HTMLFormElement;
  __bfReady?: boolean;
}

/** The held form, when it lies inside `within` (or anywhere): taken, so it is sent only once. */
export function takeHeldSubmit(within?: Element | null): HTMLFormElement | null {
  const w = window as PaintFirstWindow;
  const form = w.__bfHeld;
  if (!form || !form.isConnected || (within && !within.contains(form))) return null;
  delete w.__bfHeld;
  return form;
}

/**
 * In the root layout: once the page has hydrated, the loader stops holding submissions, and a form
 * it held that no island took over (hydrate-on-view.tsx takes its own) is sent now, by React.
 * Child effects run first, so the islands have taken theirs by then.
 */
export function HeldSubmitRelay() {
  useEffect(() => {
    (window as PaintFirstWindow).__bfReady = true;
    takeHeldSubmit()?.requestSubmit();
  }, []);
  return null;
}
