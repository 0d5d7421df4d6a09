import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/components/ui/toast";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftView } from "@/lib/applications/drafts";
import { ANSWERS_KEY, AUTO_ADVANCE_MS } from "./steps-data";
import { DRAFT_SAVE_DEBOUNCE_MS, EMAIL_LINK_LABEL } from "./use-server-draft";
import { Wizard } from "./wizard";

vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const DRAFT: DraftView = {
  id: "draft1",
  step: 5,
  answers: { purpose: "equipment", amount: 250000, term: 36, monthlyTurnover: 80000, email: "ada@example.com" },
  emailKnown: true,
  expiresAt: "2026-12-23T00:00:00.000Z",
};

type Call = [string, RequestInit | undefined];
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

// The schemas the wizard loads on demand (ADR 035), loaded once up front: under fake timers a first
// dynamic import would still be reading its file when the test's clock has moved on.
beforeAll(async () => {
  await import("@/lib/applications/draft-schema");
  await import("@/lib/applications/wizard-schema");
});

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) =>
    url.endsWith("/link")
      ? Response.json({ message: "We've e-mailed you a link to continue your application." })
      : Response.json({ draft: { ...DRAFT, step: 5 } }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderWizard(draft: DraftView | null) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Wizard draft={draft} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return user;
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const puts = () =>
  (fetchMock.mock.calls as Call[]).filter(([url, init]) => url === "/api/applications/draft" && init?.method === "PUT");

describe("wizard restored from the server draft", () => {
  it("opens at the saved step with every answer restored (nothing entered twice)", async () => {
    const user = await renderWizard(DRAFT);
    expect(heading()).toBe("How would you describe your credit profile?");
    expect(screen.getByText("Step 5 of 11")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect((screen.getByRole("slider") as HTMLInputElement).value).toBe("80000");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("button", { name: "36 months" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("button", { name: "Equipment Purchase" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("prefers the server draft over this tab's answers for another draft", async () => {
    sessionStorage.setItem(ANSWERS_KEY, JSON.stringify({ step: 2, answers: { purpose: "payroll" }, key: "k" }));
    await renderWizard(DRAFT);
    expect(heading()).toBe("How would you describe your credit profile?");
  });

  it("saves a pause after each answer, with the step and only the answers that pass their rules", async () => {
    const user = await renderWizard(null);
    expect(puts()).toHaveLength(0); // looking saves nothing
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS); // the step moves on...
    await tick(DRAFT_SAVE_DEBOUNCE_MS); // ...and a pause later the draft is saved at step 2
    expect(heading()).toBe("How much do you need?");
    const [, init] = puts().at(-1)!;
    const body = JSON.parse(String(init!.body)) as { step: number; answers: Record<string, unknown> };
    expect(body.step).toBe(2);
    expect(body.answers).toMatchObject({ purpose: "growth", amount: 150000, term: 24 });
    expect(body.answers).not.toHaveProperty("creditProfile");
    expect(body.answers).not.toHaveProperty("consentSoftCheck");
  });

  it("saves at once when the step changes, without waiting for a pause", async () => {
    const user = await renderWizard(null);
    await user.click(screen.getByRole("button", { name: "Business Growth" }));
    await tick(AUTO_ADVANCE_MS); // the step moves on: no debounce after a step change
    await tick(0);
    expect(heading()).toBe("How much do you need?");
    const body = JSON.parse(String(puts().at(-1)![1]!.body)) as { step: number; answers: Record<string, unknown> };
    expect(body.step).toBe(2);
    expect(body.answers).toMatchObject({ purpose: "growth" });
  });

  it("sends the last answer as the page goes away, with keepalive, inside the one-second wait", async () => {
    const user = await renderWizard(DRAFT);
    await user.click(screen.getByRole("button", { name: "Previous" })); // step 4: monthly turnover
    await tick(0);
    const before = puts().length;
    fireEvent.change(screen.getByRole("slider"), { target: { value: "90000" } });
    await tick(100); // well inside DRAFT_SAVE_DEBOUNCE_MS: the debounced save has not gone
    expect(puts()).toHaveLength(before);
    window.dispatchEvent(new Event("pagehide"));
    const [, init] = puts().at(-1)!;
    expect(puts()).toHaveLength(before + 1);
    expect(init!.keepalive).toBe(true);
    const body = JSON.parse(String(init!.body)) as { step: number; answers: Record<string, unknown> };
    expect(body.step).toBe(4);
    expect(body.answers.monthlyTurnover).toBe(90000);
    // Leaving again with nothing new sends nothing more.
    window.dispatchEvent(new Event("pagehide"));
    expect(puts()).toHaveLength(before + 1);
  });

  it("offers 'E-mail me a link to continue' once an e-mail is known, and confirms with a toast", async () => {
    const user = await renderWizard(DRAFT);
    await user.click(screen.getByRole("button", { name: EMAIL_LINK_LABEL }));
    await tick(0);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/applications/draft/link");
    expect(toast.success).toHaveBeenCalledWith("We've e-mailed you a link to continue your application.");
  });

  it("has no e-mail control before an address is known, nor without server drafts", async () => {
    await renderWizard({ ...DRAFT, emailKnown: false, answers: { purpose: "growth" } });
    expect(screen.queryByRole("button", { name: EMAIL_LINK_LABEL })).toBeNull();
  });
});
