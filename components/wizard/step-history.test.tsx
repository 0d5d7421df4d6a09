import { describe, expect, it } from "vitest";
import { stepFromHistory, stepHistoryEntry } from "./step-history";

const HREF = "http://localhost/application?ref=ABC";

describe("wizard steps as history entries", () => {
  it("replaces the page's own entry first, then pushes one entry per step, keeping the address's other parameters", () => {
    const first = stepHistoryEntry({ __NA: true }, HREF, 1, "push");
    expect(first).toEqual({
      move: "replace",
      state: { __NA: true, wizardStep: 1 },
      url: "/application?ref=ABC&step=1",
    });
    const second = stepHistoryEntry(first!.state, "http://localhost" + first!.url, 2, "push");
    expect(second).toEqual({ move: "push", state: { __NA: true, wizardStep: 2 }, url: "/application?ref=ABC&step=2" });
  });

  it("writes nothing when Back or Forward already landed on the step", () => {
    expect(stepHistoryEntry({ wizardStep: 3 }, HREF, 3, "replace")).toBeNull();
  });

  it("reads the step only from the wizard's own entries", () => {
    expect(stepFromHistory({ wizardStep: 4 })).toBe(4);
    expect(stepFromHistory({ wizardStep: "4" })).toBeNull();
    expect(stepFromHistory(null)).toBeNull();
    expect(stepFromHistory("x")).toBeNull();
  });
});
