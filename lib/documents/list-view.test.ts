import { describe, expect, it } from "vitest";
import { documentRows, documentStatusLabel } from "./list-view";

const doc = (over: Partial<Parameters<typeof documentRows>[0][number]>) => ({
  id: "d1",
  fileName: "statement.pdf",
  documentType: "general",
  status: "pending",
  sizeBytes: 1000,
  contentType: "application/pdf",
  createdAt: new Date("2026-11-20T00:00:00Z"),
  ownerId: "client-1",
  checklistItemId: null,
  checklistItem: null,
  uploadedBy: null,
  owner: { firstName: "Sarah", lastName: "Mitchell" },
  ...over,
});

describe("the documents list's rows", () => {
  it("shows a file on an item with the item's status unless the file itself was turned down", () => {
    expect(documentStatusLabel({ status: "pending", checklistItem: { status: "approved" } })).toBe("Approved");
    expect(documentStatusLabel({ status: "rejected", checklistItem: { status: "received" } })).toBe("Rejected");
    expect(documentStatusLabel({ status: "pending", checklistItem: null })).toBe("Awaiting review");
  });

  it("names the item as the type, numbers an item's files oldest first, lists newest first", () => {
    const item = { label: "Photo ID of Jane Citizen", status: "received" };
    const rows = documentRows(
      [
        doc({ id: "a", checklistItemId: "i1", checklistItem: item, createdAt: new Date("2026-11-18T00:00:00Z") }),
        doc({ id: "b", checklistItemId: "i1", checklistItem: item, createdAt: new Date("2026-11-19T00:00:00Z") }),
        doc({ id: "c", documentType: "general", contentType: "text/csv", fileName: "figures.csv" }),
      ],
      { id: "client-1", staff: false, mayOpen: true, mayRemoveOwn: true },
    );
    expect(rows.map((r) => [r.id, r.type, r.version, r.status, r.preview])).toEqual([
      ["c", "Other document", null, "Awaiting review", null],
      ["b", "Photo ID of Jane Citizen", 2, "Received", "pdf"],
      ["a", "Photo ID of Jane Citizen", 1, "Received", "pdf"],
    ]);
    expect(rows.every((r) => r.canRemove)).toBe(true);
  });

  it("lets the owner remove only their own files that are not approved; staff any", () => {
    const approved = doc({ checklistItemId: "i1", checklistItem: { label: "ID", status: "approved" } });
    const others = doc({ id: "x", ownerId: "someone-else" });
    const asOwner = documentRows([approved, others], {
      id: "client-1",
      staff: false,
      mayOpen: true,
      mayRemoveOwn: true,
    });
    expect(asOwner.map((r) => r.canRemove)).toEqual([false, false]);
    const asStaff = documentRows([approved], { id: "staff-1", staff: true, mayOpen: true, mayRemoveOwn: true });
    expect(asStaff[0]!.canRemove).toBe(true);
  });
});
