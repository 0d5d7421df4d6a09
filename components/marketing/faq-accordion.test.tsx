import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

const ITEMS = [
  { q: "How quickly can I get funded?", a: "Approval in 24-72 hours." },
  { q: "Is there an application fee?", a: "No." },
  { q: "Do you check my credit?", a: "A soft check first." },
];

describe("FaqAccordion", () => {
  it("opens one answer at a time and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} firstOpen idPrefix="t" />);
    const [first, second] = screen.getAllByRole("button");
    expect(first!.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: ITEMS[0]!.q }).textContent).toBe(ITEMS[0]!.a);

    await user.click(second!);
    expect(second!.getAttribute("aria-expanded")).toBe("true");
    expect(first!.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: ITEMS[0]!.q })).toBeNull(); // hidden
    expect(screen.getByRole("region", { name: ITEMS[1]!.q }).textContent).toBe("No.");

    await user.click(second!);
    expect(second!.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves between questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} idPrefix="k" />);
    const buttons = screen.getAllByRole("button");
    buttons[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard("{Enter}");
    expect(buttons[0]!.getAttribute("aria-expanded")).toBe("true");
  });
});
