import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentRow } from "@/lib/documents/list-view";
import { DocumentsList } from "./documents-list";

const refresh = vi.fn();
const removeDocumentAction = vi.hoisted(() =>
  vi.fn<(state: unknown, form: FormData) => Promise<object>>(async () => ({ removed: "photo-id.pdf" })),
);
vi.mock("@/lib/documents/actions", () => ({ removeDocumentAction }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const row = (over: Partial<DocumentRow> = {}): DocumentRow => ({
  id: "doc-1",
  fileName: "photo-id.pdf",
  type: "Photo ID of Jane Citizen",
  checklistItem: "Photo ID of Jane Citizen",
  version: 2,
  uploadedAt: "2026-11-20T01:00:00.000Z",
  uploadedBy: "Sarah Mitchell",
  status: "Approved",
  sizeBytes: 52_000,
  preview: "pdf",
  canOpen: true,
  canRemove: true,
  ...over,
});

afterEach(() => vi.clearAllMocks());

describe("the documents list", () => {
  it("shows the item, version, date and the checklist's status, with dated downloads and an inline preview", () => {
    render(
      <DocumentsList
        applicationId="app-1"
        viewer="staff"
        rows={[row(), row({ id: "doc-2", version: 1, uploadedAt: "2026-11-18T01:00:00.000Z", preview: "image" })]}
      />,
    );
    const [first, second] = within(screen.getByRole("list", { name: "Documents" })).getAllByRole("listitem", {
      name: /^photo-id\.pdf, uploaded/,
    });
    expect(first!.textContent).toContain("Photo ID of Jane Citizen");
    expect(first!.textContent).toContain("Version 2");
    expect(first!.textContent).toContain("Approved");
    expect(first!.textContent).not.toContain("Other document");
    // Two files of one name: each download says which.
    const links = screen.getAllByRole("link", { name: /^Download photo-id\.pdf, uploaded/ });
    expect(new Set(links.map((l) => l.getAttribute("aria-label"))).size).toBe(2);
    expect(links[0]!.getAttribute("href")).toBe("/api/documents/doc-1");
    expect(first!.querySelector("iframe")!.getAttribute("src")).toBe("/api/documents/doc-1?disposition=inline");
    expect(second!.querySelector("img")!.getAttribute("src")).toBe("/api/documents/doc-2?disposition=inline");
  });

  it("posts staff's removal with its reason to the server action and refreshes the page", async () => {
    render(<DocumentsList applicationId="app-1" viewer="staff" rows={[row()]} />);
    await userEvent.click(screen.getByText("Remove file"));
    await userEvent.type(screen.getByLabelText(/Reason for removing/), "Wrong business");
    await userEvent.click(screen.getByRole("button", { name: "Remove photo-id.pdf" }));
    await vi.waitFor(() => expect(removeDocumentAction).toHaveBeenCalled());
    expect(Object.fromEntries(removeDocumentAction.mock.calls[0]![1].entries())).toMatchObject({
      applicationId: "app-1",
      documentId: "doc-1",
      reason: "Wrong business",
    });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("offers no removal, download or preview the viewer may not have", () => {
    render(<DocumentsList applicationId="app-1" viewer="partner" rows={[row({ canOpen: false, canRemove: false })]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText("Preview")).toBeNull();
    expect(screen.queryByText(/^Remove/)).toBeNull();
  });
});
