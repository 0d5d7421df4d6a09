import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADULT_MESSAGE, OWNERSHIP_SUM_MESSAGE, emptyFullApplication } from "@/lib/applications/full-application/schema";
import type { FullApplicationView } from "@/lib/applications/full-application/store";
import type { FullApplicationFormState } from "@/lib/applications/full-application/actions";
import { FullApplicationForm } from "./full-application-form";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The form posts to its server action (ADR 055).
const saveFullApplicationAction = vi.hoisted(() =>
  vi.fn<(s: FullApplicationFormState, f: FormData) => Promise<FullApplicationFormState>>(async () => ({})),
);
vi.mock("@/lib/applications/full-application/actions", () => ({ saveFullApplicationAction }));

function view(overrides: Partial<FullApplicationView> = {}): FullApplicationView {
  return {
    applicationId: "app-1",
    applicationNumber: "BF-2026-000001",
    businessName: "Acme Pty Ltd",
    abn: null,
    derivedAcn: null,
    values: emptyFullApplication(),
    onFile: [],
    completeness: { percent: 0, missing: ["Entity type", "At least one director or guarantor"] },
    editable: true,
    lockedMessage: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.clearAllMocks();
});

const director = (n: number) => screen.getByRole("group", { name: `Director ${n}` });

describe("complete your application form", () => {
  it("shows the percentage and what is missing", () => {
    render(<FullApplicationForm view={view()} />);
    expect(screen.getByRole("heading", { name: "0% complete" })).toBeTruthy();
    expect(screen.getByText("At least one director or guarantor")).toBeTruthy();
  });

  it("adds and removes director rows", async () => {
    const user = userEvent.setup();
    render(<FullApplicationForm view={view()} />);
    await user.click(screen.getByRole("button", { name: "Add director or guarantor" }));
    await user.click(screen.getByRole("button", { name: "Add director or guarantor" }));
    expect(screen.getAllByLabelText("Full name")).toHaveLength(2);
    await user.type(within(director(2)).getByLabelText("Full name"), "Sam Citizen");
    await user.click(within(director(1)).getByRole("button", { name: "Remove Director 1" }));
    expect(screen.getAllByLabelText("Full name")).toHaveLength(1);
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sam Citizen");
  });

  it("shows field-level errors from the shared schema and sends nothing while they stand", async () => {
    const user = userEvent.setup();
    render(<FullApplicationForm view={view()} />);
    const trading = screen.getByRole("group", { name: "Trading address" });
    await user.selectOptions(within(trading).getByLabelText("State or territory"), "VIC");
    await user.type(within(trading).getByLabelText("Postcode"), "2000");
    await user.click(screen.getByRole("button", { name: "Add director or guarantor" }));
    await user.click(screen.getByRole("button", { name: "Add director or guarantor" }));
    await user.type(within(director(1)).getByLabelText("Full name"), "Jane Citizen");
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 16);
    await user.type(within(director(1)).getByLabelText("Date of birth"), young.toISOString().slice(0, 10));
    await user.type(within(director(1)).getByLabelText("Ownership (%)"), "60");
    await user.type(within(director(2)).getByLabelText("Full name"), "Sam Citizen");
    await user.type(within(director(2)).getByLabelText("Ownership (%)"), "50");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This postcode is not in VIC")).toBeTruthy();
    expect(within(director(1)).getByText(ADULT_MESSAGE)).toBeTruthy();
    expect(within(director(2)).getByText(OWNERSHIP_SUM_MESSAGE)).toBeTruthy();
    expect(within(director(2)).getByLabelText("Ownership (%)").getAttribute("aria-invalid")).toBe("true");
    expect(saveFullApplicationAction).not.toHaveBeenCalled();
  });

  it("saves a partial application and shows the new completeness, with identifiers on file masked", async () => {
    const saved = view({
      values: {
        ...emptyFullApplication(),
        directors: [
          {
            id: "d1",
            fullName: "Jane Citizen",
            dateOfBirth: "",
            address: { street: "", suburb: "", state: "", postcode: "" },
            licenceNumber: "",
            licenceState: "",
            ownershipPercent: "",
            guarantor: true,
            email: "",
            mobile: "",
          },
        ],
      },
      onFile: [{ id: "d1", dateOfBirth: "**/**/1980", licenceNumber: null }],
      completeness: { percent: 13, missing: ["Entity type"] },
    });
    saveFullApplicationAction.mockResolvedValueOnce({ view: saved });
    const user = userEvent.setup();
    render(<FullApplicationForm view={view()} />);
    await user.click(screen.getByRole("button", { name: "Add director or guarantor" }));
    await user.type(screen.getByLabelText("Full name"), "Jane Citizen");
    await user.type(screen.getByLabelText("Date of birth"), "1980-04-02");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "13% complete" })).toBeTruthy();
    // The form's fields by path, as the browser posts them; the action parses them as PUT does.
    expect(Object.fromEntries(saveFullApplicationAction.mock.calls[0]![1].entries())).toMatchObject({
      applicationId: "app-1",
      "directors.0.id": "",
      "directors.0.fullName": "Jane Citizen",
      "directors.0.dateOfBirth": "1980-04-02",
      "directors.0.guarantor": "true",
    });
    expect(await screen.findByText("On file: **/**/1980. Leave blank to keep it.")).toBeTruthy();
    expect((screen.getByLabelText("Date of birth") as HTMLInputElement).value).toBe("");
    expect(refresh).toHaveBeenCalled();
  });

  it("shows a file that has gone to lenders read-only, with the server's message and no Save button (#39 item 7)", () => {
    const message = "Your application has been sent to lenders, so it can no longer be changed online.";
    render(<FullApplicationForm view={view({ editable: false, lockedMessage: message })} />);
    expect(screen.getByRole("status").textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByLabelText("What is the finance for?").closest("fieldset:disabled")).not.toBeNull();
  });
});
