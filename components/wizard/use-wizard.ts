"use client";
import { useCallback, useEffect, useReducer } from "react";
import { AUTO_ADVANCE_MS, MATCHING_ANIMATION_MS, TOTAL_STEPS } from "./steps-data";

interface StepState {
  step: number;
  /** The step a choice was made on, waiting to advance; null when nothing waits. */
  advanceFrom: number | null;
  /** Bumped by every choice, so a new choice restarts the wait. */
  choices: number;
}

type StepAction =
  | { type: "go"; step: number }
  | { type: "chose" }
  | { type: "advance"; from: number }
  | { type: "restore"; step: number };

const clamp = (n: number) => Math.max(1, Math.min(TOTAL_STEPS, n));

export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case "go":
    case "restore":
      return { ...state, step: clamp(action.step), advanceFrom: null };
    case "chose":
      return { ...state, advanceFrom: state.step, choices: state.choices + 1 };
    case "advance":
      // A Previous or Continue during the wait wins: only the step the choice was made on moves on.
      return { ...state, advanceFrom: null, step: state.step === action.from ? clamp(action.from + 1) : state.step };
  }
}

/**
 * The wizard's step state: explicit moves (Continue, Previous), the auto-advance 0.8 s after a
 * choice on steps 1, 3, 5 and 6, and step 8 moving on by itself after its animation.
 */
export function useWizardSteps() {
  const [state, dispatch] = useReducer(stepReducer, { step: 1, advanceFrom: null, choices: 0 });
  const { step, advanceFrom, choices } = state;

  useEffect(() => {
    if (advanceFrom === null) return;
    const t = setTimeout(() => dispatch({ type: "advance", from: advanceFrom }), AUTO_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [advanceFrom, choices]);

  useEffect(() => {
    if (step !== 8) return;
    const t = setTimeout(() => dispatch({ type: "go", step: 9 }), MATCHING_ANIMATION_MS);
    return () => clearTimeout(t);
  }, [step]);

  const go = useCallback((n: number) => dispatch({ type: "go", step: n }), []);
  const chose = useCallback(() => dispatch({ type: "chose" }), []);
  const restore = useCallback((n: number) => dispatch({ type: "restore", step: n }), []);
  return { step, go, chose, restore };
}
