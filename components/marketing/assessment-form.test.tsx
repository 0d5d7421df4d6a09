import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WIZARD_PREFILL_KEY } from "@/lib/applications/prefill";
import { AssessmentForm } from "./assessment-form";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

describe("landing free assessment", () => {
  it("hands what was typed to the wizard as its prefill and opens the wizard", async () => {
    const user = userEvent.setup();
    render(<AssessmentForm />);
    await user.type(screen.getByLabelText("Business name"), " Lee Bakery ");
    await user.type(screen.getByLabelText("Monthly turnover"), "40000");
    await user.type(screen.getByLabelText("Work email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Get My Free Assessment" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/application"));
    expect(JSON.parse(sessionStorage.getItem(WIZARD_PREFILL_KEY)!)).toEqual({
      companyName: "Lee Bakery",
      monthlyTurnover: 40000,
      abnNumber: "",
      email: "ada@example.com",
    });
  });

  it("goes on with an empty form too (the spec gives it no required fields)", async () => {
    push.mockClear();
    const user = userEvent.setup();
    render(<AssessmentForm />);
    await user.click(screen.getByRole("button", { name: "Get My Free Assessment" }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/application"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
