"use client";

const TOUCHES = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Whether a focus is the visitor's: focus on an element only script can focus (`tabindex="-1"`, as
 * the wizard's step heading that takes focus when it shows) is the page's own, not a touch.
 */
function visitorFocus(target: EventTarget | null): boolean {
  return !(target instanceof Element && target.getAttribute("tabindex") === "-1");
}

/**
 * Calls `run` once the browser has painted the frame this touch's own handlers produce: the code it
 * loads (and evaluates) waits until the visitor sees their press answered, so it does not lengthen
 * that interaction (issue #38 item 3: interaction latency).
 */
function afterNextPaint(run: () => void) {
  const later = () => setTimeout(run, 0);
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(later);
  else later();
}

/**
 * Runs `run` once, just after the visitor's first press, focus or key on the page (ADR 035): code a
 * page needs only once someone uses it (form schemas, the wizard's later steps) loads then, not with
 * the page, and after the touch's own frame is painted. Returns the cleanup for an effect.
 */
export function onFirstTouch(run: () => void): () => void {
  let done = false;
  const once = (event: Event) => {
    if (done || (event.type === "focusin" && !visitorFocus(event.target))) return;
    done = true;
    stop();
    afterNextPaint(run);
  };
  const stop = () => TOUCHES.forEach((e) => document.removeEventListener(e, once, { capture: true }));
  TOUCHES.forEach((e) => document.addEventListener(e, once, { capture: true }));
  return stop;
}
