import { describe, expect, it } from "vitest";
import { PATCH as STATUS } from "@/app/api/applications/[id]/status/route";
import { POST as REQUEST } from "@/app/api/applications/[id]/checklist/route";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { approveRequiredItems, checklistOf, reviewItem } from "../support/checklist";
import { seedDemo, testDatabase } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const prisma = () => testDatabase().connection.prisma;

function upload(applicationId: string, checklistItemId?: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], "statement.pdf", { type: "application/pdf" }));
  form.set("applicationId", applicationId);
  if (checklistItemId) form.set("checklistItemId", checklistItemId);
  return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
}
const moveTo = (id: string, body: Record<string, unknown>) =>
  STATUS(apiRequest("PATCH", `/api/applications/${id}/status`, body), routeParams({ id }));

/** A submitted application of clientA that partnerA referred. */
async function referredApp(users: Awaited<ReturnType<typeof seedDemo>>) {
  return prisma().application.findFirstOrThrow({
    where: {
      clientId: users.clientA.id,
      partnerId: users.partnerA.id,
      status: { in: ["submitted", "under_review"] },
      checklistItems: { some: { required: true, status: { not: "approved" } } },
    },
    orderBy: { seq: "asc" },
  });
}

describe("document checklist", () => {
  it("creates the items lazily and idempotently, and an upload to an item moves it to received", async () => {
    const users = await seedDemo();
    const app = await referredApp(users);
    actAs(users.clientA);
    const items = await checklistOf(app.id);
    expect(items.map((i) => i.key)).toContain("bank-statements-6m");
    expect(await checklistOf(app.id)).toHaveLength(items.length);
    const bank = items.find((i) => i.key === "bank-statements-6m")!;
    const res = await upload(app.id, bank.id);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ checklistItemId: bank.id });
    expect((await checklistOf(app.id)).find((i) => i.id === bank.id)).toMatchObject({ status: "received" });
    // An item of another application is refused, and nothing is stored.
    const other = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, NOT: { id: app.id } },
    });
    const before = await prisma().document.count();
    expect((await upload(other.id, bank.id)).status).toBe(400);
    expect(await prisma().document.count()).toBe(before);
  });

  it("a rejection needs a reason; the client sees it and is notified (in-app and by e-mail), and so is the broker", async () => {
    const users = await seedDemo();
    const app = await referredApp(users);
    actAs(users.clientA);
    const bank = (await checklistOf(app.id)).find((i) => i.key === "bank-statements-6m")!;
    await upload(app.id, bank.id);
    actAs(users.staff);
    expect((await reviewItem(app.id, bank.id, { decision: "rejected", reason: " " })).status).toBe(400);
    expect(
      (await reviewItem(app.id, bank.id, { decision: "rejected", reason: "Two months are missing." })).status,
    ).toBe(200);
    actAs(users.clientA);
    expect((await checklistOf(app.id)).find((i) => i.id === bank.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Two months are missing.",
    });
    for (const who of [users.clientA, users.partnerA]) {
      const n = await prisma().notification.findFirstOrThrow({ where: { userId: who.id, kind: "document_rejected" } });
      expect(n.body).toContain("Two months are missing");
      expect(await prisma().outboxEmail.count({ where: { to: who.email, subject: n.title } })).toBe(1);
    }
    const doc = await prisma().document.findFirstOrThrow({ where: { checklistItemId: bank.id } });
    expect(doc.status).toBe("rejected");
    expect(await prisma().auditEvent.count({ where: { entityId: bank.id, action: "checklist.item_reviewed" } })).toBe(
      1,
    );
    // Uploading again puts it back for review and clears the reason.
    await upload(app.id, bank.id);
    expect((await checklistOf(app.id)).find((i) => i.id === bank.id)).toMatchObject({
      status: "received",
      rejectionReason: null,
    });
  });

  it("staff add a custom request with a note and due date; the client and broker are told", async () => {
    const users = await seedDemo();
    const app = await referredApp(users);
    actAs(users.staff);
    const body = {
      title: "Please send your latest ATO portal statement",
      note: "Covering 2026.",
      dueDate: "2026-12-01",
    };
    const res = await REQUEST(
      apiRequest("POST", `/api/applications/${app.id}/checklist`, body),
      routeParams({ id: app.id }),
    );
    expect(res.status).toBe(201);
    actAs(users.clientA);
    expect((await checklistOf(app.id)).find((i) => i.label === body.title)).toMatchObject({
      required: true,
      status: "requested",
    });
    for (const who of [users.clientA, users.partnerA]) {
      const n = await prisma().notification.findFirstOrThrow({ where: { userId: who.id, kind: "document_requested" } });
      expect(n.body).toContain("ATO portal statement");
    }
  });

  it("a partner uploads for a client they referred (attributed, audited), never for another client", async () => {
    const users = await seedDemo();
    const app = await referredApp(users);
    actAs(users.partnerA);
    const bank = (await checklistOf(app.id)).find((i) => i.key === "bank-statements-6m")!;
    const res = await upload(app.id, bank.id);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const doc = await prisma().document.findUniqueOrThrow({ where: { id } });
    expect(doc).toMatchObject({ ownerId: users.clientA.id, uploadedById: users.partnerA.id, checklistItemId: bank.id });
    const event = await prisma().auditEvent.findFirstOrThrow({ where: { entityId: id, action: "document.uploaded" } });
    expect(event.actorId).toBe(users.partnerA.id);
    const notReferred = await prisma().application.findFirstOrThrow({
      where: { OR: [{ partnerId: null }, { partnerId: users.partnerB.id }], status: { not: "draft" } },
    });
    expect((await upload(notReferred.id)).status).toBe(404);
    actAs(users.partnerB);
    expect((await upload(app.id, bank.id)).status).toBe(404);
  });
});

describe("readiness gate", () => {
  it("refuses lender matching with 409 and what is missing, then lets it through once the items are approved", async () => {
    const users = await seedDemo();
    const app = await referredApp(users);
    actAs(users.staff);
    const res = await moveTo(app.id, { status: "lender_matching", notes: "Ready?" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; fields: { missing: string[] } };
    expect(body.fields.missing).toContain("Business bank statements for the last 6 months");
    // The full application counts too: its gaps are listed with the documents.
    expect(body.fields.missing.length).toBeGreaterThan(
      (await checklistOf(app.id)).filter((i) => i.required && i.status !== "approved").length,
    );
    expect(body.message).toMatch(/^This application is not ready for lender matching\. Missing: /);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(app.status);
    await approveRequiredItems(users.staff, app.id);
    actAs(users.staff);
    const stillMissing = (await (
      await moveTo(app.id, { status: "lender_matching", notes: "Documents in" })
    ).json()) as {
      fields: { missing: string[] };
    };
    expect(stillMissing.fields.missing.length).toBeGreaterThan(0);
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    expect((await moveTo(app.id, { status: "lender_matching", notes: "All documents approved" })).status).toBe(200);
  });

  it("lets only an admin override, with a note, and audits it", async () => {
    const users = await seedDemo();
    const app = await prisma().application.findFirstOrThrow({
      where: { status: "submitted", checklistItems: { some: { required: true, status: "requested" } } },
    });
    actAs(users.staff);
    expect((await moveTo(app.id, { status: "lender_matching", notes: "Urgent", override: true })).status).toBe(403);
    actAs(users.admin);
    expect((await moveTo(app.id, { status: "lender_matching", notes: " ", override: true })).status).toBe(409);
    expect(
      (
        await moveTo(app.id, {
          status: "lender_matching",
          notes: "Lender agreed to take statements later",
          override: true,
        })
      ).status,
    ).toBe(200);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { entityId: app.id, action: "application.readiness_overridden" },
    });
    expect(event).toMatchObject({ actorId: users.admin.id, note: "Lender agreed to take statements later" });
    expect((event.after as { missing: string[] }).missing.length).toBeGreaterThan(0);
  });
});
