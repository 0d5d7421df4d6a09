"use client";
import { useCallback, useEffect, useReducer } from "react";
import { AUTO_ADVANCE_MS, MATCHING_ANIMATION_MS, TOTAL_STEPS } from "./steps-data";
import { stepFromHistory, stepHistoryEntry, type HistoryMove } from "./step-history";

interface StepState {
  step: number;
  /** The step a choice was made on, waiting to advance; null when nothing waits. */
  advanceFrom: number | null;
  /** Bumped by every choice, so a new choice restarts the wait. */
  choices: number;
  /** How the last move meets the browser history: a new entry, in place of this one, or none (Back/Forward). */
  history: HistoryMove;
  /**
   * While an answer is edited from the summary (or fixed after a refusal): the step to return to,
   * which the edited step's Continue (or auto-advance) goes to instead of the next one.
   */
  returnTo: number | null;
}

type StepAction =
  | { type: "go"; step: number; history?: HistoryMove }
  | { type: "edit"; step: number; returnTo: number }
  | { type: "next"; from: number }
  | { type: "chose" }
  | { type: "advance"; from: number }
  | { type: "restore"; step: number }
  | { type: "popped"; step: number };

const clamp = (n: number) => Math.max(1, Math.min(TOTAL_STEPS, n));

export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case "go": {
      // Moving about before the return step keeps the edit; reaching it (or anything after) ends it.
      const returnTo = state.returnTo !== null && action.step < state.returnTo ? state.returnTo : null;
      return { ...state, step: clamp(action.step), advanceFrom: null, history: action.history ?? "push", returnTo };
    }
    case "edit":
      return { ...state, step: clamp(action.step), advanceFrom: null, history: "push", returnTo: action.returnTo };
    case "next":
      return {
        ...state,
        step: clamp(state.returnTo ?? action.from + 1),
        advanceFrom: null,
        history: "push",
        returnTo: null,
      };
    case "restore":
      return { ...state, step: clamp(action.step), advanceFrom: null, history: "replace", returnTo: null };
    case "popped":
      // Step 8 is an animation that moves on by itself: Back past it lands on the company step.
      return { ...state, step: clamp(action.step === 8 ? 7 : action.step), advanceFrom: null, history: "replace" };
    case "chose":
      return { ...state, advanceFrom: state.step, choices: state.choices + 1 };
    case "advance":
      // A Previous or Continue during the wait wins: only the step the choice was made on moves on.
      if (state.step !== action.from) return { ...state, advanceFrom: null };
      return {
        ...state,
        advanceFrom: null,
        step: clamp(state.returnTo ?? action.from + 1),
        history: "push",
        returnTo: null,
      };
  }
}

/**
 * The wizard's step state: explicit moves (Continue, Previous), the auto-advance 0.8 s after a
 * choice on steps 1, 3, 5 and 6, and step 8 moving on by itself after its animation. Each step is
 * a browser history entry (`?step=N`), so the browser's Back goes back a step, not off the wizard.
 */
export function useWizardSteps() {
  const [state, dispatch] = useReducer(stepReducer, {
    step: 1,
    advanceFrom: null,
    choices: 0,
    history: "replace",
    returnTo: null,
  });
  const { step, advanceFrom, choices, history, returnTo } = state;

  useEffect(() => {
    if (advanceFrom === null) return;
    const t = setTimeout(() => dispatch({ type: "advance", from: advanceFrom }), AUTO_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [advanceFrom, choices]);

  useEffect(() => {
    if (step !== 8) return;
    // The animation's own entry gives way to the teaser, so Back from step 9 goes to step 7.
    const t = setTimeout(() => dispatch({ type: "go", step: 9, history: "replace" }), MATCHING_ANIMATION_MS);
    return () => clearTimeout(t);
  }, [step]);

  useEffect(() => {
    const entry = stepHistoryEntry(window.history.state, window.location.href, step, history);
    if (!entry) return;
    if (entry.move === "push") window.history.pushState(entry.state, "", entry.url);
    else window.history.replaceState(entry.state, "", entry.url);
  }, [step, history]);

  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const popped = stepFromHistory(e.state);
      if (popped !== null) dispatch({ type: "popped", step: popped });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const go = useCallback((n: number) => dispatch({ type: "go", step: n }), []);
  const chose = useCallback(() => dispatch({ type: "chose" }), []);
  const restore = useCallback((n: number) => dispatch({ type: "restore", step: n }), []);
  /** Continue from a step: the next one, or back to the summary when the answer was being edited. */
  const next = useCallback((from: number) => dispatch({ type: "next", from }), []);
  /** Open a step to change its answer, then come back to `returnTo`. */
  const edit = useCallback((n: number, back: number) => dispatch({ type: "edit", step: n, returnTo: back }), []);
  return { step, go, chose, restore, next, edit, returnTo };
}
