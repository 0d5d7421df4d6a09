import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComplaintFormState } from "@/lib/complaints/actions";
import { PortalComplaintForm, PublicComplaintForm } from "./complaint-form";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const actions = vi.hoisted(() => ({
  lodgeComplaintAction: vi.fn<(s: ComplaintFormState, f: FormData) => Promise<ComplaintFormState>>(),
  lodgePublicComplaintAction: vi.fn<(s: ComplaintFormState, f: FormData) => Promise<ComplaintFormState>>(),
  staffComplaintAction: vi.fn(),
  unhappyComplaintAction: vi.fn(),
}));
vi.mock("@/lib/complaints/actions", () => actions);

const posted = (action: typeof actions.lodgeComplaintAction) =>
  Object.fromEntries((action.mock.calls[0]![1] as FormData).entries());

afterEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
  refresh.mockClear();
  actions.lodgeComplaintAction.mockReset();
  actions.lodgePublicComplaintAction.mockReset();
});

describe("the complaints forms", () => {
  it("/contact: checks the fields in the browser first, then posts to its action and gives the reference", async () => {
    actions.lodgePublicComplaintAction.mockResolvedValue({ sent: true, reference: "CMP-0007" });
    const user = userEvent.setup();
    render(<PublicComplaintForm />);
    await user.click(screen.getByRole("button", { name: "Send complaint" }));
    await vi.waitFor(() => expect(screen.getByLabelText(/What happened/).getAttribute("aria-invalid")).toBe("true"));
    expect(actions.lodgePublicComplaintAction).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Full Name/), "Pat Visitor");
    await user.type(screen.getByLabelText(/Email Address/), "pat@example.com");
    await user.selectOptions(screen.getByLabelText(/What is your complaint about/), "fees");
    await user.type(screen.getByLabelText(/What happened/), "I was charged a fee nobody told me about.");
    await user.click(screen.getByRole("button", { name: "Send complaint" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Complaint received",
        expect.objectContaining({ description: expect.stringContaining("CMP-0007") }),
      ),
    );
    expect(posted(actions.lodgePublicComplaintAction)).toMatchObject({
      name: "Pat Visitor",
      email: "pat@example.com",
      category: "fees",
      description: "I was charged a fee nobody told me about.",
      website: "",
    });
  });

  it("portal: posts the chosen application, shows the server's field error and refreshes only on success", async () => {
    actions.lodgeComplaintAction.mockResolvedValue({
      error: "Choose one of your applications",
      fields: { applicationId: ["Choose one of your applications"] },
      values: {},
    });
    const user = userEvent.setup();
    render(<PortalComplaintForm applications={[{ id: "app1", label: "BF-2026-000001 · Walkabout Plumbing" }]} />);
    await user.selectOptions(screen.getByLabelText(/What is your complaint about/), "service");
    await user.selectOptions(screen.getByLabelText(/Which application/), "app1");
    await user.type(screen.getByLabelText(/What happened/), "Nobody returned my calls for a week.");
    await user.click(screen.getByRole("button", { name: "Send complaint" }));
    await vi.waitFor(() => expect(screen.getByText("Choose one of your applications", { selector: "p" })).toBeTruthy());
    expect(posted(actions.lodgeComplaintAction)).toMatchObject({ category: "service", applicationId: "app1" });
    expect(refresh).not.toHaveBeenCalled();
  });
});
