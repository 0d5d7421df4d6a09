import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BrokerForm, ContactForm, NewsletterForm } from "./forms";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const answer = (status: number, body: unknown = {}) => {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};
const posted = (fetch: ReturnType<typeof answer>) => {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("public marketing forms", () => {
  it("contact: checks the fields in the browser, posts the values and says it was sent", async () => {
    const fetch = answer(201, { id: "x" });
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Full Name/).getAttribute("aria-invalid")).toBe("true"));
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Full Name/), "Jane Citizen");
    await user.type(screen.getByLabelText(/Email Address/), "jane@example.com");
    await user.type(screen.getByLabelText(/Subject/), "Loan question");
    await user.type(screen.getByLabelText(/^Message/), "Hello there");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Message Sent!", expect.anything()));
    expect(posted(fetch)).toMatchObject({
      url: "/api/contact",
      body: { name: "Jane Citizen", email: "jane@example.com", subject: "Loan question", message: "Hello there" },
    });
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe("");
  });

  it("broker: posts its program as the source, and shows the server's field errors", async () => {
    const fetch = answer(400, { message: "Please check the highlighted fields.", fields: { email: ["Taken."] } });
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
    expect(posted(fetch)).toMatchObject({
      url: "/api/partner-applications",
      body: { source: "mortgage_broker", firstName: "Ada", company: "Nguyen Home Loans", hp: "" },
    });
    expect(toast.error).toHaveBeenCalledWith("Missing Information", expect.anything());
  });

  it("newsletter: a spent limit is said in words", async () => {
    answer(429, { message: "Too many requests. Please wait a moment and try again." });
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
