"use client";

const TOUCHES = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Runs `run` once, at the visitor's first press, focus or key on the page (ADR 035): code a page
 * needs only once someone uses it (form schemas, the wizard's later steps) loads then, not with the
 * page. Returns the cleanup for an effect.
 */
export function onFirstTouch(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const stop = () => TOUCHES.forEach((e) => document.removeEventListener(e, once, { capture: true }));
  TOUCHES.forEach((e) => document.addEventListener(e, once, { capture: true }));
  return stop;
}
