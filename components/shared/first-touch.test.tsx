import { fireEvent, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onFirstTouch } from "./first-touch";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("onFirstTouch", () => {
  it("runs once, after the visitor's first press, focus or key has painted", async () => {
    document.body.innerHTML = '<input aria-label="Funding amount"><button>Next</button>';
    for (const touch of [
      () => fireEvent.pointerDown(document.querySelector("button")!),
      () => fireEvent.focusIn(document.querySelector("input")!),
      () => fireEvent.keyDown(document.body, { key: "Tab" }),
    ]) {
      const run = vi.fn();
      const stop = onFirstTouch(run);
      touch();
      expect(run).not.toHaveBeenCalled(); // not inside the touch's own handlers and frame
      touch();
      await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      stop();
    }
  });

  it("does not take the page's own focus (a step heading with tabindex -1) for a touch", async () => {
    document.body.innerHTML = '<h2 tabindex="-1">What do you need the funds for?</h2><input aria-label="Amount">';
    const run = vi.fn();
    const stop = onFirstTouch(run);
    document.querySelector<HTMLElement>("h2")!.focus();
    fireEvent.focusIn(document.querySelector("h2")!);
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
    fireEvent.focusIn(document.querySelector("input")!);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    stop();
  });

  it("stops listening when cleaned up", async () => {
    const run = vi.fn();
    onFirstTouch(run)();
    fireEvent.pointerDown(document.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
  });
});
