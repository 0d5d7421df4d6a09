import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicFormState } from "@/lib/http/public-form";
import { BrokerForm, ContactForm, NewsletterForm } from "./forms";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

// The server actions, as the forms call them: (previous state, FormData) → the next state.
const actions = vi.hoisted(() => ({
  sendContactMessage: vi.fn<(s: PublicFormState, f: FormData) => Promise<PublicFormState>>(),
  subscribeToNewsletter: vi.fn<(s: PublicFormState, f: FormData) => Promise<PublicFormState>>(),
  applyAsPartner: vi.fn<(s: PublicFormState, f: FormData) => Promise<PublicFormState>>(),
}));
vi.mock("@/lib/inquiries/actions", () => actions);

const posted = (action: (typeof actions)[keyof typeof actions]) =>
  Object.fromEntries((action.mock.calls[0]![1] as FormData).entries());

afterEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
  for (const action of Object.values(actions)) action.mockReset();
});

describe("public marketing forms", () => {
  it("contact: checks the fields in the browser, posts the form to its action and says it was sent", async () => {
    actions.sendContactMessage.mockResolvedValue({ sent: true });
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Full Name/).getAttribute("aria-invalid")).toBe("true"));
    expect(actions.sendContactMessage).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Full Name/), "Jane Citizen");
    await user.type(screen.getByLabelText(/Email Address/), "jane@example.com");
    await user.type(screen.getByLabelText(/Subject/), "Loan question");
    await user.type(screen.getByLabelText(/^Message/), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Message Sent!", expect.anything()));
    expect(posted(actions.sendContactMessage)).toMatchObject({
      name: "Jane Citizen",
      email: "jane@example.com",
      subject: "Loan question",
      message: "Hello there",
      website: "",
    });
    await vi.waitFor(() => expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe(""));
    // With JavaScript the toast says it; the inline notice is for pages posted without it.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("broker: posts its program as the source, and shows the server's field errors, keeping what was typed", async () => {
    actions.applyAsPartner.mockResolvedValue({
      error: "Please fill in all required fields",
      fields: { email: ["Taken."] },
      values: {},
    });
    const user = userEvent.setup();
    render(<BrokerForm />);
    for (const [label, value] of [
      [/First Name/, "Ada"],
      [/Last Name/, "Nguyen"],
      [/^Email/, "ada@example.com"],
      [/Phone/, "0400123456"],
      [/^Company/, "Nguyen Home Loans"],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole("button", { name: "Become a Partner" }));
    await vi.waitFor(() => expect(screen.queryByText("Taken.")).not.toBeNull());
    expect(posted(actions.applyAsPartner)).toMatchObject({
      source: "mortgage_broker",
      firstName: "Ada",
      company: "Nguyen Home Loans",
      hp: "",
    });
    expect(toast.error).toHaveBeenCalledWith("Missing Information", expect.anything());
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe("Ada");
  });

  it("broker: missing fields are refused in the browser with the spec's toast, nothing posted", async () => {
    const user = userEvent.setup();
    render(<BrokerForm />);
    await user.click(screen.getByRole("button", { name: "Become a Partner" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Missing Information", {
        description: "Please fill in all required fields",
      }),
    );
    expect(actions.applyAsPartner).not.toHaveBeenCalled();
  });

  it("newsletter: a spent limit is said in words", async () => {
    actions.subscribeToNewsletter.mockResolvedValue({
      error: "Too many requests. Please wait a moment and try again.",
      values: { email: "jane@example.com" },
    });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText(/Email Address/), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Too many requests. Please wait a moment and try again.",
      }),
    );
  });
});
