import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WIZARD_PREFILL_KEY } from "@/lib/applications/prefill";
import { AssessmentForm } from "./assessment-form";

// The action saves the draft and redirects to the wizard (lib/applications/assessment-action.ts).
const startFromAssessment = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock("@/lib/applications/assessment-action", () => ({ startFromAssessment }));

describe("landing free assessment", () => {
  it("posts what was typed to its action and hands it to the wizard as its prefill", async () => {
    const user = userEvent.setup();
    render(<AssessmentForm />);
    await user.type(screen.getByLabelText("Business name"), " Lee Bakery ");
    await user.type(screen.getByLabelText("Monthly turnover"), "40000");
    await user.type(screen.getByLabelText("Work email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Get My Free Assessment" }));
    await vi.waitFor(() => expect(startFromAssessment).toHaveBeenCalled());
    const form = (startFromAssessment.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(Object.fromEntries(form.entries())).toEqual({
      businessName: " Lee Bakery ",
      monthlyTurnover: "40000",
      abn: "",
      email: "ada@example.com",
    });
    expect(JSON.parse(sessionStorage.getItem(WIZARD_PREFILL_KEY)!)).toEqual({
      companyName: "Lee Bakery",
      monthlyTurnover: 40000,
      abnNumber: "",
      email: "ada@example.com",
    });
  });

  it("goes on with an empty form too (the spec gives it no required fields)", async () => {
    startFromAssessment.mockClear();
    const user = userEvent.setup();
    render(<AssessmentForm />);
    await user.click(screen.getByRole("button", { name: "Get My Free Assessment" }));
    await vi.waitFor(() => expect(startFromAssessment).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
