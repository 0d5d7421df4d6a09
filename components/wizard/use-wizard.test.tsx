import { describe, expect, it } from "vitest";
import { headingFor } from "./steps-data";
import { stepReducer } from "./use-wizard";

const at = (step: number) => ({ step, advanceFrom: null, choices: 0, history: "push" as const, returnTo: null });

describe("wizard step moves and the browser history", () => {
  it("pushes an entry for Continue, Previous and an auto-advance, and replaces for a restore", () => {
    expect(stepReducer(at(2), { type: "go", step: 3 })).toMatchObject({ step: 3, history: "push" });
    expect(stepReducer({ ...at(1), advanceFrom: 1 }, { type: "advance", from: 1 })).toMatchObject({
      step: 2,
      history: "push",
    });
    expect(stepReducer(at(1), { type: "restore", step: 5 })).toMatchObject({ step: 5, history: "replace" });
  });

  it("goes to the step Back landed on, skipping the matching animation", () => {
    expect(stepReducer(at(5), { type: "popped", step: 4 })).toMatchObject({ step: 4, history: "replace" });
    expect(stepReducer(at(9), { type: "popped", step: 8 })).toMatchObject({ step: 7 });
  });

  it("lets a Previous during the auto-advance wait win", () => {
    expect(stepReducer({ ...at(2), advanceFrom: 3 }, { type: "advance", from: 3 })).toMatchObject({
      step: 2,
      advanceFrom: null,
    });
  });
});

describe("editing an answer from the summary (issue #37)", () => {
  it("returns to the summary step after the edited step's Continue or auto-advance, then moves on as usual", () => {
    const editing = stepReducer(at(9), { type: "edit", step: 2, returnTo: 9 });
    expect(editing).toMatchObject({ step: 2, returnTo: 9, history: "push" });
    expect(stepReducer(editing, { type: "next", from: 2 })).toMatchObject({ step: 9, returnTo: null });
    const choosing = stepReducer(at(10), { type: "edit", step: 3, returnTo: 10 });
    expect(stepReducer({ ...choosing, advanceFrom: 3 }, { type: "advance", from: 3 })).toMatchObject({
      step: 10,
      returnTo: null,
    });
    // Previous while editing keeps the way back; without an edit, Continue goes to the next step.
    expect(stepReducer(editing, { type: "go", step: 1 })).toMatchObject({ step: 1, returnTo: 9 });
    expect(stepReducer(at(2), { type: "next", from: 2 })).toMatchObject({ step: 3, returnTo: null });
  });
});

describe("step 9's heading", () => {
  it("greets matches with 'Great news' and says plainly when no lender matches", () => {
    expect(headingFor(9, 3)).toBe("Great news: lenders are ready for you");
    expect(headingFor(9, null)).toBe("Great news: lenders are ready for you");
    expect(headingFor(9, 0)).toBe("No lender matches these answers yet");
    expect(headingFor(2, 0)).toBe("How much do you need?");
  });
});
