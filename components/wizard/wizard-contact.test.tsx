import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { writeWizardPrefill } from "@/lib/applications/prefill";
import { EMAIL_MESSAGE, PHONE_MESSAGE } from "@/lib/validation/contact";
import { PROMISES } from "@/lib/marketing/promises";
import type { WizardFormState } from "@/lib/applications/wizard-actions";
import { ANSWERS_KEY } from "./steps-data";
import { Wizard } from "./wizard";

const ANSWERS = {
  purpose: "growth",
  amount: 150000,
  term: 36,
  monthlyTurnover: 50000,
  creditProfile: "good",
  timeInBusiness: "2-5y",
  companyName: "Lee Bakery",
};
const KEY = "6f1c2a1e-3b1d-4c55-9a43-0d6f3f3b8a10";

const RESULT: SubmissionResult = {
  id: "app1",
  applicationNumber: "BF-2026-000123",
  status: "submitted",
  matchedLenders: 1,
  panelSize: 20,
  topMatches: [
    {
      lenderName: "Harbour Capital",
      upToAmount: 250000,
      rateBps: 1250,
      monthlyRepaymentCents: 501234,
      establishmentFeeCents: 99000,
      totalRepayableCents: 18044424,
      totalCostCents: 3143424,
      speedHours: 24,
    },
  ],
  reasons: [],
};

async function atContactStep() {
  sessionStorage.setItem(ANSWERS_KEY, JSON.stringify({ step: 10, answers: ANSWERS, key: KEY }));
  const user = userEvent.setup();
  render(<Wizard />);
  await screen.findByRole("heading", { name: "Where should we send your quotes?" });
  await screen.findByLabelText("First name"); // the step's code loads apart from the page (ADR 035)
  return user;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Nguyen");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone"), "0400123456");
}

// 'View Quotes' posts the contact step's form to its server action (ADR 055).
const submitWizard = vi.hoisted(() =>
  vi.fn<(s: WizardFormState, f: FormData) => Promise<WizardFormState>>(async () => ({})),
);
vi.mock("@/lib/applications/wizard-actions", () => ({ submitWizard }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("wizard contact step", () => {
  it("shows each field's message once the applicant leaves it, and clears it when fixed", async () => {
    const user = await atContactStep();
    await user.click(screen.getByLabelText("First name"));
    await user.tab();
    expect(await screen.findByText("First name is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "ada@example");
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull(); // not while typing the first time
    await user.tab();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByLabelText("Email"), ".com");
    await waitFor(() => expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull());
    await user.type(screen.getByLabelText("Phone"), "12345");
    await user.tab();
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
  });

  it("formats the phone, strips spaces from the e-mail, and enables View Quotes only with the consent", async () => {
    const user = await atContactStep();
    const viewQuotes = screen.getByRole("button", { name: "View Quotes" });
    await fillContact(user);
    await user.type(screen.getByLabelText("Email"), " ");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("0400 123 456");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect(viewQuotes.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("checkbox"));
    expect(viewQuotes.hasAttribute("disabled")).toBe(false);
  });

  it("says why View Quotes is disabled, tied to the button, until the consent box is ticked", async () => {
    const user = await atContactStep();
    const viewQuotes = screen.getByRole("button", { name: "View Quotes" });
    const why = () => document.getElementById(viewQuotes.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(why()).toBe("Fill in your name, e-mail and phone to view your quotes.");
    await fillContact(user);
    expect(why()).toBe("Tick the soft credit check consent above to view your quotes.");
    await user.click(screen.getByRole("checkbox"));
    expect(viewQuotes.getAttribute("aria-describedby")).toBeNull();
  });

  it("posts every answer with the saved key to the server action and shows the server's quotes on step 11", async () => {
    submitWizard.mockResolvedValueOnce({ result: RESULT });
    const user = await atContactStep();
    await fillContact(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "View Quotes" }));
    expect(await screen.findByRole("heading", { name: "Your loan estimate" })).toBeTruthy();
    expect(screen.getByText("BF-2026-000123")).toBeTruthy();
    expect(screen.getByText("Harbour Capital")).toBeTruthy();
    // The form's fields: the earlier steps' answers as hidden fields, the contact step's own, the consent.
    expect(screen.queryByRole("form", { name: "Contact details" })).toBeNull();
    expect(Object.fromEntries(submitWizard.mock.calls[0]![1].entries())).toMatchObject({
      ...Object.fromEntries(Object.entries(ANSWERS).map(([k, v]) => [k, String(v)])),
      firstName: "Ada",
      lastName: "Nguyen",
      email: "ada@example.com",
      phone: "0400 123 456",
      consentSoftCheck: "true",
      idempotencyKey: KEY,
    });
    await user.click(screen.getByRole("button", { name: "View Lenders" }));
    expect(await screen.findByRole("heading", { name: "Your matched lenders" })).toBeTruthy();
    expect(screen.getByText("Harbour Capital")).toBeTruthy();
    expect(screen.queryByText(PROMISES.completion.header)).toBeNull();
  });

  it("puts the server's field errors on their fields and keeps the applicant on step 10", async () => {
    submitWizard.mockResolvedValueOnce({
      error: "This address cannot be used",
      fields: { email: ["This address cannot be used"] },
    });
    const user = await atContactStep();
    await fillContact(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "View Quotes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't submit your application: This address cannot be used. Your answers are saved; please try again.",
    );
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Where should we send your quotes?");
  });

  it("takes the landing's prefill once, over the saved answers", async () => {
    sessionStorage.setItem(ANSWERS_KEY, JSON.stringify({ step: 10, answers: ANSWERS, key: KEY }));
    writeWizardPrefill(sessionStorage, { companyName: "Harbour View", email: "owner@harbour.example" });
    render(<Wizard />);
    const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
    expect(email.value).toBe("owner@harbour.example");
    expect(sessionStorage.getItem("bizfund.wizard.prefill")).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(ANSWERS_KEY)!).answers.companyName).toBe("Harbour View"),
    );
  });
});
