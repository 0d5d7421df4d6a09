// Issue #39 item 12b: staff could approve a required checklist item that had no document.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { nothingToApproveMessage } from "@/lib/documents/checklist-review";
import { checklistOf, reviewItem } from "../support/checklist";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const prisma = () => testDatabase().connection.prisma;
let users: DemoUsers;
beforeAll(async () => (users = await seedDemo()));

function upload(applicationId: string, checklistItemId: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], "statement.pdf", { type: "application/pdf" }));
  form.set("applicationId", applicationId);
  form.set("checklistItemId", checklistItemId);
  return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
}

/** clientA's submitted application and one of its required items with no file at all. */
async function emptyRequiredItem() {
  const app = await prisma().application.findFirstOrThrow({
    where: { clientId: users.clientA.id, status: { in: ["submitted", "under_review"] } },
    orderBy: { seq: "asc" },
  });
  actAs(users.staff);
  const item = (await checklistOf(app.id)).find(
    (i) => i.required && i.status !== "approved" && i.documents.length === 0,
  );
  expect(item, "a required item with nothing uploaded").toBeTruthy();
  return { app, item: item! };
}

describe("approving a checklist item (#39 item 12b)", () => {
  it("refuses (409) to approve a required item with no document, with a clear message; nothing changes", async () => {
    const { app, item } = await emptyRequiredItem();
    const stored = await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } });
    const res = await reviewItem(app.id, item.id, { decision: "approved" });
    expect(res.status).toBe(409);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBe(nothingToApproveMessage(item.label));
    expect(message).toMatch(/no document has been uploaded/);
    expect(await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).toEqual(stored);
    expect(await prisma().auditEvent.count({ where: { action: "checklist.item_reviewed", entityId: item.id } })).toBe(
      0,
    );
    // Rejecting it (asking again, with a reason) stays possible.
    expect((await reviewItem(app.id, item.id, { decision: "rejected", reason: "Nothing was sent yet." })).status).toBe(
      200,
    );
  });

  it("refuses while every file sent was rejected, and approves once the client uploads one", async () => {
    const { app, item } = await emptyRequiredItem();
    actAs(users.clientA);
    expect((await upload(app.id, item.id)).status).toBe(201);
    actAs(users.staff);
    expect((await reviewItem(app.id, item.id, { decision: "rejected", reason: "Unreadable scan." })).status).toBe(200);
    expect((await reviewItem(app.id, item.id, { decision: "approved" })).status).toBe(409);
    actAs(users.clientA);
    expect((await upload(app.id, item.id)).status).toBe(201);
    actAs(users.staff);
    expect((await reviewItem(app.id, item.id, { decision: "approved" })).status).toBe(200);
    expect(await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: "approved",
    });
  });
});
