import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/tests/support/fetch-stub";
import { LenderRates, NewLenderForm } from "./lender-forms";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

describe("admin lender forms", () => {
  it("shows the schema's field errors and sends nothing while they stand", async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<NewLenderForm />);
    await user.type(screen.getByLabelText("Name"), "X");
    await user.clear(screen.getByLabelText("Min amount ($)"));
    await user.type(screen.getByLabelText("Min amount ($)"), "900000");
    await user.click(screen.getByRole("button", { name: "Add lender" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Minimum amount must not exceed the maximum")).toBeTruthy();
    expect(screen.getByLabelText("Min amount ($)").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts a new lender with its slug and rates in basis points, then refreshes", async () => {
    const fetchMock = stubFetch(201);
    const user = userEvent.setup();
    render(<NewLenderForm />);
    await user.type(screen.getByLabelText("Name"), "Harbour Capital");
    await user.click(screen.getByRole("button", { name: "Add lender" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/lenders");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: "Harbour Capital",
      slug: "harbour-capital",
      tier: "prime",
      minAmount: 20000,
      maxAmount: 500000,
      rateMinBps: 990,
      rateMaxBps: 1490,
    });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("refuses a rate range in the wrong order and puts a refused rate on its field", async () => {
    const fetchMock = stubFetch(400, { fields: { rateMaxBps: ["Too high for this tier"] } });
    const user = userEvent.setup();
    render(<LenderRates id="l1" name="Harbour Capital" min={990} max={1490} />);
    const save = screen.getByRole("button", { name: "Save rates for Harbour Capital" });
    await user.clear(screen.getByLabelText("Minimum rate for Harbour Capital"));
    await user.type(screen.getByLabelText("Minimum rate for Harbour Capital"), "20");
    await user.click(save);
    expect(await screen.findByText("Minimum rate must not exceed the maximum")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Minimum rate for Harbour Capital"));
    await user.type(screen.getByLabelText("Minimum rate for Harbour Capital"), "10.5");
    await user.click(save);
    expect(await screen.findByText("Too high for this tier")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ rateMinBps: 1050, rateMaxBps: 1490 });
    expect(refresh).not.toHaveBeenCalled();
  });
});
