import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import { StaffChecklist } from "./checklist-staff";

const refresh = vi.fn();
// 'Add request' posts to its server action (ADR 055): (previous state, FormData) → the next state.
const requestDocument = vi.hoisted(() =>
  vi.fn<(state: unknown, form: FormData) => Promise<object>>(async () => ({ added: true })),
);
const reviewChecklistItemAction = vi.hoisted(() =>
  vi.fn<(state: unknown, form: FormData) => Promise<object>>(async (_state, form) => ({
    reviewed: form.get("decision"),
  })),
);
vi.mock("@/lib/documents/actions", () => ({ requestDocument, reviewChecklistItemAction }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const item = (over: Partial<ChecklistView["items"][number]>): ChecklistView["items"][number] => ({
  id: "item-1",
  key: "bank-statements-6m",
  label: "Business bank statements for the last 6 months",
  required: true,
  status: "received",
  rejectionReason: null,
  staffNote: null,
  dueAt: null,
  custom: false,
  createdAt: "2026-11-20T00:00:00.000Z",
  documents: [
    {
      id: "doc-1",
      fileName: "statements.pdf",
      status: "pending",
      createdAt: "2026-11-21T00:00:00.000Z",
      uploadedById: null,
    },
  ],
  ...over,
});

const checklist: ChecklistView = {
  applicationId: "app-1",
  outstanding: 1,
  items: [
    item({}),
    item({
      id: "item-2",
      key: "photo-id:sarah",
      label: "Photo ID for Sarah Mitchell",
      status: "rejected",
      rejectionReason: "The licence has expired.",
      documents: [],
    }),
  ],
};

afterEach(() => vi.clearAllMocks());

/** What the review form posted to its action. */
const sentForm = (call = 0) => Object.fromEntries(reviewChecklistItemAction.mock.calls[call]![1].entries());

describe("StaffChecklist", () => {
  it("shows each item with its status, files and a rejection's reason", () => {
    render(<StaffChecklist checklist={checklist} />);
    const items = Array.from(screen.getByRole("list", { name: "Checklist items" }).children) as HTMLElement[];
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("Received")).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "Download statements.pdf" }).getAttribute("href")).toBe(
      "/api/documents/doc-1",
    );
    expect(within(items[1]!).getByText("Not accepted: The licence has expired.")).toBeTruthy();
  });

  it("offers Approve only for an item with a file that was not rejected (#39 item 12b)", () => {
    render(
      <StaffChecklist
        checklist={{
          ...checklist,
          items: [
            ...checklist.items,
            item({ id: "item-3", label: "Photo ID for Sam Citizen", status: "received", documents: [] }),
            item({
              id: "item-4",
              label: "Latest ATO statement",
              status: "rejected",
              documents: [
                {
                  id: "doc-4",
                  fileName: "ato.pdf",
                  status: "rejected",
                  createdAt: "2026-11-21T00:00:00.000Z",
                  uploadedById: null,
                },
              ],
            }),
          ],
        }}
      />,
    );
    expect(screen.getByRole("button", { name: "Approve Business bank statements for the last 6 months" })).toBeTruthy();
    for (const label of ["Photo ID for Sarah Mitchell", "Photo ID for Sam Citizen", "Latest ATO statement"]) {
      expect(screen.queryByRole("button", { name: `Approve ${label}` })).toBeNull();
      expect(screen.getByRole("button", { name: `Reject ${label}` })).toBeTruthy();
    }
  });

  it("approves an item through its action and refreshes the page's data", async () => {
    render(<StaffChecklist checklist={checklist} />);
    await userEvent.click(
      screen.getByRole("button", { name: "Approve Business bank statements for the last 6 months" }),
    );
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sentForm()).toEqual({ applicationId: "app-1", itemId: "item-1", decision: "approved" });
  });

  it("will not reject without the reason the client sees, then sends it", async () => {
    render(<StaffChecklist checklist={checklist} />);
    await userEvent.click(
      screen.getByRole("button", { name: "Reject Business bank statements for the last 6 months" }),
    );
    const form = screen.getByRole("form", { name: "Reject Business bank statements for the last 6 months" });
    await userEvent.click(within(form).getByRole("button", { name: "Reject with reason" }));
    expect(await within(form).findByRole("alert")).toHaveProperty("textContent", "Give the reason the client will see");
    expect(reviewChecklistItemAction).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/Reason the client will see/), "Two months are missing.");
    await userEvent.click(within(form).getByRole("button", { name: "Reject with reason" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sentForm()).toEqual({
      applicationId: "app-1",
      itemId: "item-1",
      decision: "rejected",
      reason: "Two months are missing.",
    });
  });

  it("adds a custom request with a note and due date, validated by the route's schema", async () => {
    render(<StaffChecklist checklist={checklist} />);
    const form = screen.getByRole("form", { name: "Add request" });
    await userEvent.click(within(form).getByRole("button", { name: "Add request" }));
    expect(await within(form).findByText("Say what the client should send")).toBeTruthy();
    expect(requestDocument).not.toHaveBeenCalled();
    await userEvent.type(
      within(form).getByLabelText(/What should the client send/),
      "Please send your latest ATO portal statement",
    );
    await userEvent.type(within(form).getByLabelText("Note to the client"), "The last 12 months.");
    await userEvent.type(within(form).getByLabelText("Due date"), "2026-12-01");
    await userEvent.click(within(form).getByRole("button", { name: "Add request" }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(Object.fromEntries(requestDocument.mock.calls[0]![1].entries())).toEqual({
      applicationId: "app-1",
      title: "Please send your latest ATO portal statement",
      note: "The last 12 months.",
      dueDate: "2026-12-01",
    });
  });
});
