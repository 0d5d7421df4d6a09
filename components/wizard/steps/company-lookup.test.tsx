import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyLookup, NONE_OF_THESE, type CompanyValue } from "./company-lookup";

const empty: CompanyValue = { companyName: "", abnNumber: "", industry: "" };
const matches = [
  {
    businessName: "Harbour View Bakery",
    abn: "51824753556",
    entityType: "Australian Private Company",
    state: "NSW",
  },
  {
    businessName: "Harbour Freight Services",
    abn: "53004085616",
    entityType: "Australian Private Company",
    state: "QLD",
  },
];

function answer(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

/** The lookup as step 7 holds it: the chosen value is kept, as the form does. */
function Harness({ onChange }: { onChange: (v: CompanyValue) => void }) {
  const [value, setValue] = useState(empty);
  return (
    <CompanyLookup
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Company name or ABN" });
/** The listbox's options (the industry select has options of its own). */
const options = () => within(screen.getByRole("listbox")).getAllByRole("option");

afterEach(() => vi.unstubAllGlobals());

describe("company search combobox (issue #37 item 2)", () => {
  it("lists every match with ABN, entity type and state, and chooses nothing while typing", async () => {
    answer({ ...matches[0], matches });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    await userEvent.type(combobox(), "Harbour");
    const list = await screen.findByRole("listbox", { name: "Matching businesses" }, { timeout: 3000 });
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    expect(combobox().getAttribute("aria-controls")).toBe(list.id);
    expect(options().map((o) => o.textContent)).toEqual([
      "Harbour View BakeryABN 51 824 753 556 · Australian Private Company · NSW",
      "Harbour Freight ServicesABN 53 004 085 616 · Australian Private Company · QLD",
      NONE_OF_THESE,
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("does not choose even a single match for the applicant", async () => {
    answer({ ...matches[0], matches: [matches[0]] });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(combobox(), "Harbour View");
    expect(await screen.findByRole("option", { name: /Harbour View Bakery/ }, { timeout: 3000 })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("group", { name: "Your company" })).toBeNull();
  });

  it("moves through the options with the arrow keys, chooses with Enter and focuses the chosen card", async () => {
    answer({ ...matches[0], matches });
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(combobox(), "Harbour");
    await screen.findByRole("listbox", {}, { timeout: 3000 });
    expect(combobox().getAttribute("aria-activedescendant")).toBeNull();
    await user.keyboard("{ArrowDown}");
    const first = options()[0]!;
    expect(combobox().getAttribute("aria-activedescendant")).toBe(first.id);
    expect(first.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    const second = options()[1]!;
    expect(combobox().getAttribute("aria-activedescendant")).toBe(second.id);
    await user.keyboard("{ArrowUp}{ArrowUp}"); // wraps to 'None of these'
    expect(combobox().getAttribute("aria-activedescendant")).toBe(options()[2]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({
      ...empty,
      companyName: "Harbour Freight Services",
      abnNumber: matches[1]!.abn,
    });
    const card = screen.getByRole("group", { name: "Your company" });
    expect(card.textContent).toContain("Harbour Freight Services");
    expect(card.textContent).toContain("ABN 53 004 085 616");
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card.getAttribute("tabindex")).toBe("-1");
  });

  it("closes the list with Escape, keeping what was typed", async () => {
    answer({ ...matches[0], matches });
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.type(combobox(), "Harbour");
    await screen.findByRole("listbox", {}, { timeout: 3000 });
    await user.keyboard("{ArrowDown}{Escape}");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().getAttribute("aria-activedescendant")).toBeNull();
    expect(screen.queryByRole("listbox")).toBeNull(); // hidden from the accessibility tree
    expect((combobox() as HTMLInputElement).value).toBe("Harbour");
    await user.keyboard("{ArrowDown}"); // opens again
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
  });

  it("'None of these' opens manual entry, starting from the typed name", async () => {
    answer({ ...matches[0], matches });
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(combobox(), "Harbour Cafe");
    await user.click(await screen.findByRole("option", { name: NONE_OF_THESE }, { timeout: 3000 }));
    expect((screen.getByLabelText("Company name") as HTMLInputElement).value).toBe("Harbour Cafe");
    expect(screen.getByLabelText("ABN (optional)")).toBeTruthy();
  });

  it("chooses a match by click too", async () => {
    answer({ ...matches[0], matches });
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(combobox(), "Harbour");
    await user.click(await screen.findByRole("option", { name: /Harbour View Bakery/ }, { timeout: 3000 }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...empty,
      companyName: "Harbour View Bakery",
      abnNumber: matches[0]!.abn,
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("group", { name: "Your company" })));
  });
});
