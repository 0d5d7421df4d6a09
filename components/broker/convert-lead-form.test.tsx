import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConvertLeadFormState } from "@/lib/leads/actions";
import { ConvertLeadForm } from "./convert-lead-form";
import type { Lead } from "./types";

const LEAD: Lead = {
  id: "lead1",
  contactName: "Daniel Scott",
  businessName: "Scott Carpentry",
  loanAmount: "152000",
  email: "dan@scottcarpentry.example",
  phone: "0400 555 123",
  notes: null,
  status: "contacted",
  applicationId: null,
  awaitingConfirmation: null,
};

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const convertLeadAction = vi.hoisted(() =>
  vi.fn<(s: ConvertLeadFormState, f: FormData) => Promise<ConvertLeadFormState>>(async () => ({
    applicationNumber: "BF-2026-000200",
  })),
);
vi.mock("@/lib/leads/actions", () => ({ convertLeadAction }));

afterEach(() => {
  convertLeadAction.mockClear();
  toast.success.mockClear();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Funding purpose/), "equipment");
  await user.selectOptions(screen.getByLabelText(/^Term/), "24");
  await user.selectOptions(screen.getByLabelText(/Credit profile/), "good");
  await user.selectOptions(screen.getByLabelText(/Time in business/), "2-5y");
  await user.type(screen.getByLabelText(/Monthly turnover/), "60000");
}

describe("ConvertLeadForm", () => {
  it("starts from the lead, and checks the wizard's rules and the declaration before sending anything", async () => {
    const user = userEvent.setup();
    render(<ConvertLeadForm lead={LEAD} onConverted={() => {}} />);
    expect(screen.getByText(LEAD.email)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Company name/).value).toBe("Scott Carpentry");
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe("Daniel");
    expect(screen.getByLabelText<HTMLInputElement>(/Last name/).value).toBe("Scott");
    // Rounded onto the wizard's $5,000 steps.
    expect(screen.getByLabelText<HTMLInputElement>(/Loan amount/).value).toBe("150000");

    await user.click(screen.getByRole("button", { name: "Submit for client confirmation" }));
    expect(await screen.findByText("Choose what the funds are for")).toBeTruthy();
    expect(screen.getByText("Confirm that the client asked you to apply on their behalf")).toBeTruthy();
    expect(screen.getByLabelText(/Funding purpose/).getAttribute("aria-invalid")).toBe("true");
    expect(convertLeadAction).not.toHaveBeenCalled();
  });

  it("posts the answers (never an e-mail) with the lead to its convert action", async () => {
    const onConverted = vi.fn();
    const user = userEvent.setup();
    render(<ConvertLeadForm lead={LEAD} onConverted={onConverted} />);
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /My client asked me to apply on their behalf/ }));
    await user.click(screen.getByRole("button", { name: "Submit for client confirmation" }));
    await waitFor(() => expect(onConverted).toHaveBeenCalled());
    const body = Object.fromEntries(convertLeadAction.mock.calls[0]![1].entries());
    expect(body).toMatchObject({
      leadId: "lead1",
      purpose: "equipment",
      amount: "150000",
      term: "24",
      monthlyTurnover: "60000",
      companyName: "Scott Carpentry",
      phone: "0400 555 123",
      clientAuthority: "true",
    });
    expect(body).not.toHaveProperty("email");
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toast.success).toHaveBeenCalledWith("Sent to your client", {
      description: "Application BF-2026-000200 is awaiting client confirmation.",
    });
  });

  it("shows the server's refusal (a lost lead's 409) and stays open", async () => {
    convertLeadAction.mockResolvedValueOnce({ error: "This lead is marked lost, so it cannot be converted." });
    const onConverted = vi.fn();
    const user = userEvent.setup();
    render(<ConvertLeadForm lead={LEAD} onConverted={onConverted} />);
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /My client asked me/ }));
    await user.click(screen.getByRole("button", { name: "Submit for client confirmation" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("cannot be converted"));
    expect(onConverted).not.toHaveBeenCalled();
  });
});
