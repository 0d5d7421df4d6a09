import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeldSubmitRelay, takeHeldSubmit } from "./held-submit";

type W = { __bfHeld?: HTMLFormElement; __bfReady?: boolean };
afterEach(() => {
  delete (window as W).__bfHeld;
  delete (window as W).__bfReady;
  document.body.innerHTML = "";
});

describe("HeldSubmitRelay", () => {
  it("tells the loader the page has hydrated and sends a form it held that no island took", async () => {
    const form = document.createElement("form");
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener("submit", sent);
    document.body.append(form);
    (window as W).__bfHeld = form;
    await act(async () => {
      render(<HeldSubmitRelay />);
    });
    expect((window as W).__bfReady).toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
    expect((window as W).__bfHeld).toBeUndefined();
  });

  it("gives a held form only to the island that contains it, and only once", () => {
    const island = document.createElement("div");
    const other = document.createElement("div");
    const form = document.createElement("form");
    island.append(form);
    document.body.append(island, other);
    (window as W).__bfHeld = form;
    expect(takeHeldSubmit(other)).toBeNull();
    expect(takeHeldSubmit(island)).toBe(form);
    expect(takeHeldSubmit(island)).toBeNull();
  });
});
