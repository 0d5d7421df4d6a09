import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ABN_MESSAGES } from "@/lib/abr/abn";
import type { DraftView } from "@/lib/applications/drafts";
import type { SubmissionResult } from "@/lib/applications/submission-result";
import { ANSWERS_KEY, AUTO_ADVANCE_MS } from "./steps-data";
import { Wizard } from "./wizard";

// Issue #37 item 1: no path leaves an applicant unable to fix an answer.

const ANSWERS = {
  purpose: "growth",
  amount: 150000,
  term: 36,
  monthlyTurnover: 50000,
  creditProfile: "good",
  timeInBusiness: "2-5y",
  companyName: "Lee Bakery",
  abnNumber: "",
};
const KEY = "6f1c2a1e-3b1d-4c55-9a43-0d6f3f3b8a10";
const MISTYPED = "51 824 753 557"; // 51 824 753 556 with its last digit off by one
const RESULT: SubmissionResult = {
  id: "app1",
  applicationNumber: "BF-2026-000123",
  status: "submitted",
  matchedLenders: 0,
  panelSize: 20,
  topMatches: [],
  reasons: [],
};

type Call = [string, RequestInit | undefined];
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let submissions: Record<string, unknown>[];
/** Set by a test: the server refuses the next submission's ABN, whatever the browser thought of it. */
let refuseNextAbn = false;

/** 'View Quotes' posts to its server action (ADR 055): it refuses a bad ABN, as the server does. */
const submitWizard = vi.hoisted(() => vi.fn());
vi.mock("@/lib/applications/wizard-actions", () => ({ submitWizard }));

/** The server: previews price the amount (so an edit shows), and the submission refuses a bad ABN. */
function server() {
  submissions = [];
  submitWizard.mockImplementation(async (_state: unknown, data: FormData) => {
    const body = Object.fromEntries(data.entries());
    if (refuseNextAbn) {
      refuseNextAbn = false;
      submissions.push(body);
      return { error: ABN_MESSAGES.checksum, fields: { abnNumber: [ABN_MESSAGES.checksum] } };
    }
    const { wizardSubmissionFormSchema } = await import("@/lib/applications/wizard-schema");
    const parsed = wizardSubmissionFormSchema.safeParse(body);
    submissions.push(parsed.success ? parsed.data : body);
    if (!parsed.success)
      return { error: "Check your answers", fields: { abnNumber: [parsed.error.issues[0]!.message] } };
    return { result: RESULT };
  });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    if (url === "/api/quotes/preview")
      return Response.json({
        matchedLenders: 3,
        panelSize: 20,
        top: [{ upToAmount: Number(body.amount), speedHours: 24 }],
        reasons: [],
      });
    return Response.json({});
  });
  vi.stubGlobal("fetch", fetchMock);
}

beforeAll(async () => {
  // Loaded up front: under fake timers a first dynamic import would still be reading its file.
  await import("@/lib/applications/wizard-schema");
  await import("@/lib/applications/draft-schema");
  await Promise.all([
    import("./steps/company-step"),
    import("./steps/teaser-step"),
    import("./steps/contact-step"),
    import("./steps/answers-summary"),
    import("./steps/estimate-step"),
  ]);
});
beforeEach(() => {
  vi.useFakeTimers();
  server();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderAt(step: number, answers: Record<string, unknown> = ANSWERS, draft?: DraftView | null) {
  if (draft === undefined) sessionStorage.setItem(ANSWERS_KEY, JSON.stringify({ step, answers, key: KEY }));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Wizard draft={draft} />);
  await tick(0);
  await tick(0);
  return user;
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Taken before any test fakes the timers: the test runner's module loading runs on real time. */
const realSetTimeout = globalThis.setTimeout;
const realPause = () => new Promise<void>((resolve) => realSetTimeout(resolve, 5));
/**
 * The submission's promises (resolver, request, reply) take a few turns, and a step the wizard opens
 * for the first time arrives through next/dynamic, whose import() the test runner answers in real
 * time (slowly on a loaded machine): advance the fake clock and let real time pass until `done`.
 */
async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i++) {
    await tick(10);
    if (!done()) await realPause();
  }
  expect(done()).toBe(true);
}
const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const previews = () => (fetchMock.mock.calls as Call[]).filter(([url]) => url === "/api/quotes/preview");

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Nguyen");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone"), "0400123456");
  await user.click(screen.getByRole("checkbox"));
}

describe("the ABN is checked where it is typed", () => {
  it("shows the checksum's reason on step 7's field and stays there until it is fixed", async () => {
    const user = await renderAt(7, { ...ANSWERS, companyName: "" });
    await user.click(screen.getByRole("button", { name: "Enter company details manually" }));
    await user.type(screen.getByLabelText("Company name"), "Lee Bakery");
    const abn = screen.getByLabelText("ABN (optional)");
    await user.type(abn, MISTYPED);
    await user.tab(); // leaving the field checks it
    expect(screen.getByText(ABN_MESSAGES.checksum)).toBeTruthy();
    expect(abn.getAttribute("aria-invalid")).toBe("true");
    expect(abn.getAttribute("aria-describedby")).toBe("manual-abn-error");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await tick(0);
    expect(heading()).toBe("Find your company");
    expect(document.activeElement).toBe(abn);
    await user.clear(abn);
    await user.type(abn, "51824");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await tick(0);
    expect(screen.getByText(ABN_MESSAGES.format)).toBeTruthy();
    await user.clear(abn);
    await user.type(abn, "51 824 753 556");
    expect(screen.queryByText(ABN_MESSAGES.format)).toBeNull(); // the message follows the typing
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Finding your perfect matches");
  });

  it("takes a refused submission to the step holding the field, with its message, and back to submit", async () => {
    // An answer the browser's check let through (an old saved session): the server refuses it.
    const user = await renderAt(10, { ...ANSWERS, abnNumber: "51 824 753 556" });
    await fillContact(user);
    refuseNextAbn = true;
    await user.click(screen.getByRole("button", { name: "View Quotes" }));
    await settle(() => heading() === "Find your company");
    expect(submissions).toHaveLength(1);
    const abn = screen.getByLabelText("ABN (optional)");
    expect(abn.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(ABN_MESSAGES.checksum)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull(); // the message is on the field, not a banner elsewhere
    await user.clear(abn);
    await user.type(abn, "53 004 085 616");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Where should we send your quotes?"); // back where the applicant was
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    await user.click(screen.getByRole("button", { name: "View Quotes" }));
    await settle(() => heading() === "Your loan estimate");
    expect(submissions.at(-1)).toMatchObject({ abnNumber: "53004085616", companyName: "Lee Bakery" });
  });

  it("opens a resumed draft with a mistyped ABN at step 7, the ABN kept and its reason shown", async () => {
    const draft: DraftView = {
      id: "draft1",
      step: 10,
      answers: { ...ANSWERS, abnNumber: MISTYPED } as DraftView["answers"],
      emailKnown: false,
      expiresAt: "2026-12-23T00:00:00.000Z",
    };
    const user = await renderAt(10, ANSWERS, draft);
    expect(heading()).toBe("Find your company");
    const abn = screen.getByLabelText("ABN (optional)") as HTMLInputElement;
    expect(abn.value).toBe(MISTYPED);
    expect(screen.getByText(ABN_MESSAGES.checksum)).toBeTruthy();
    await user.clear(abn);
    await user.type(abn, "51 824 753 556");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Where should we send your quotes?");
  });
});

describe("no step is out of reach", () => {
  it("goes from step 9 back to the company step with Previous, past the animation", async () => {
    const user = await renderAt(9);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading()).toBe("Find your company");
    await tick(10_000);
    expect(heading()).toBe("Find your company");
  });

  it("opens an earlier step the address asks for (/application?step=7)", async () => {
    window.history.replaceState(null, "", "/application?step=7");
    await renderAt(10);
    expect(heading()).toBe("Find your company");
  });

  it("never skips ahead to a later step the address asks for", async () => {
    window.history.replaceState(null, "", "/application?step=10");
    await renderAt(6);
    expect(heading()).toBe("How long have you been in business?");
  });
});

describe("the answers summary from step 9 on", () => {
  it("lists every answer with an Edit for each", async () => {
    await renderAt(9, { ...ANSWERS, abnNumber: "51824753556" });
    const summary = screen.getByRole("region", { name: "Your answers" });
    expect(within(summary).getByText("Business Growth")).toBeTruthy();
    expect(within(summary).getByText("$150,000")).toBeTruthy();
    expect(within(summary).getByText("36 months")).toBeTruthy();
    expect(within(summary).getByText("Lee Bakery (ABN 51 824 753 556)")).toBeTruthy();
    const names = within(summary)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(names).toEqual([
      "Edit purpose",
      "Edit amount",
      "Edit term",
      "Edit monthly turnover",
      "Edit credit profile",
      "Edit time in business",
      "Edit company",
    ]);
  });

  it("edits the amount, returns to the summary on Continue and re-runs matching for the new amount", async () => {
    const user = await renderAt(9);
    await tick(0);
    expect(screen.getByLabelText("Locked lender 1").textContent).toContain("$150,000");
    const before = previews().length;
    await user.click(screen.getByRole("button", { name: "Edit amount" }));
    expect(heading()).toBe("How much do you need?");
    fireEvent.change(screen.getByRole("slider"), { target: { value: "300000" } });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(heading()).toBe("Great news: lenders are ready for you");
    await tick(0);
    expect(previews().length).toBe(before + 1);
    expect(JSON.parse(String(previews().at(-1)![1]!.body))).toMatchObject({ amount: 300000 });
    expect(screen.getByLabelText("Locked lender 1").textContent).toContain("$300,000");
    expect(within(screen.getByRole("region", { name: "Your answers" })).getByText("$300,000")).toBeTruthy();
  });

  it("edits a choice from step 10: the auto-advance returns to step 10", async () => {
    const user = await renderAt(10);
    await user.click(screen.getByRole("button", { name: "Edit term" }));
    expect(heading()).toBe("Over what term?");
    await user.click(screen.getByRole("button", { name: "60 months" }));
    await tick(AUTO_ADVANCE_MS);
    expect(heading()).toBe("Where should we send your quotes?");
    expect(within(screen.getByRole("region", { name: "Your answers" })).getByText("60 months")).toBeTruthy();
  });

  it("edits the company: step 7's Next returns to the summary without the animation", async () => {
    const user = await renderAt(9);
    await user.click(screen.getByRole("button", { name: "Edit company" }));
    expect(heading()).toBe("Find your company");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    await user.click(screen.getByRole("button", { name: "Enter company details manually" }));
    await user.type(screen.getByLabelText("Company name"), "Lee Patisserie");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Great news: lenders are ready for you");
    expect(within(screen.getByRole("region", { name: "Your answers" })).getByText("Lee Patisserie")).toBeTruthy();
  });
});
