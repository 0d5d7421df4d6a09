import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyLookup, type CompanyValue } from "./company-lookup";

const empty: CompanyValue = { companyName: "", abnNumber: "", industry: "" };
const matches = [
  { businessName: "Harbour View Bakery", abn: "51824753556", state: "NSW" },
  { businessName: "Harbour Freight Services", abn: "53004085616", state: "QLD" },
];

function answer(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("company search (#18 item 8)", () => {
  it("lists every match to choose from instead of silently picking one", async () => {
    answer({ ...matches[0], matches });
    const onChange = vi.fn();
    render(<CompanyLookup value={empty} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("Company name or ABN"), "Harbour");
    expect(await screen.findByRole("group", { name: "Choose your business" }, { timeout: 3000 })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: /Harbour Freight Services/ }));
    expect(onChange).toHaveBeenCalledWith({
      ...empty,
      companyName: "Harbour Freight Services",
      abnNumber: matches[1]!.abn,
    });
    expect(screen.getByRole("status").textContent).toContain("Harbour Freight Services");
  });

  it("takes a single match as found", async () => {
    answer({ ...matches[0], matches: [matches[0]] });
    const onChange = vi.fn();
    render(<CompanyLookup value={empty} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("Company name or ABN"), "Harbour View");
    expect((await screen.findByRole("status", {}, { timeout: 3000 })).textContent).toContain("Harbour View Bakery");
    expect(onChange).toHaveBeenCalledWith({ ...empty, companyName: "Harbour View Bakery", abnNumber: matches[0]!.abn });
  });
});
