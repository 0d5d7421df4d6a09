// Issue #36 items 1 and 5 (ADR 081): the staff deal workspace's page gate, its readiness list (which
// must agree with the submission gate's 409), removing a wrong upload (who may, the audit, the
// checklist and the lender package afterwards) and the download route's inline preview.
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import StaffPage from "@/app/(portals)/staff/page";
import StaffWorkspacePage from "@/app/(portals)/staff/applications/[id]/page";
import { GET as DOWNLOAD } from "@/app/api/documents/[id]/route";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { PortalAccessState } from "@/components/portal/portal-access";
import { StaffWorkspace } from "@/components/staff/workspace/staff-workspace";
import { getVerifiedUser, type SessionUser } from "@/lib/auth/session";
import { removeDocumentAction } from "@/lib/documents/actions";
import { documentsListView } from "@/lib/documents/list-view";
import { lenderPackage } from "@/lib/lenders/adapters/package";
import { submissionReadiness } from "@/lib/submissions/readiness";
import { giveBankData } from "../support/bank-evidence";
import { checklistOf, reviewItem } from "../support/checklist";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, ownerConsents, submitWithoutConsent } from "../support/submissions";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.64" }) }));

let users: DemoUsers;
beforeAll(async () => (users = await seedDemo()));

const prisma = () => testDatabase().connection.prisma;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function as(user: DemoUser): Promise<SessionUser> {
  actAs(user);
  return (await getVerifiedUser())!;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append("$ACTION_ID_abc", "");
  return data;
};

function upload(applicationId: string, name: string, bytes: Buffer, type: string, checklistItemId?: string) {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type }));
  data.set("applicationId", applicationId);
  if (checklistItemId) data.set("checklistItemId", checklistItemId);
  return UPLOAD(apiRequest("POST", "/api/documents/upload", data));
}

/** What a page function gave: the workspace, the portal's access state, or where it redirected / not found. */
async function outcome(node: unknown): Promise<string> {
  try {
    const el = (await node) as ReactElement;
    if (isValidElement(el) && el.type === PortalAccessState) return "access-state";
    if (isValidElement(el) && el.type === StaffWorkspace) return "workspace";
    return "other";
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
    throw error;
  }
}
const workspace = (id: string) =>
  StaffWorkspacePage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });

describe("the staff workspace page", () => {
  it("opens for staff and admin only, answers not found for an unknown id, and /staff?application= lands on it", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: "submitted" },
    });
    actAs(null);
    expect(await outcome(workspace(app.id))).toBe("access-state");
    for (const who of ["clientA", "partnerA"] as const) {
      actAs(users[who]);
      expect(await outcome(workspace(app.id)), who).toBe("access-state");
    }
    for (const who of ["staff", "admin"] as const) {
      actAs(users[who]);
      expect(await outcome(workspace(app.id)), who).toBe("workspace");
    }
    actAs(users.staff);
    expect(await outcome(workspace("no-such-application"))).toBe("not-found");
    expect(await outcome(StaffPage({ searchParams: Promise.resolve({ application: app.id }) }))).toBe(
      `redirect /staff/applications/${app.id}`,
    );
  });
});

describe("the workspace's settlement form", () => {
  it("is rendered with the page for an approved file, with its accepted offer (it posts without JavaScript); not before approval", async () => {
    const approved = await prisma().application.findFirstOrThrow({
      where: { status: "approved", settlement: null, acceptedOfferId: { not: null } },
      include: { acceptedOffer: { include: { lender: { select: { name: true } } } } },
      orderBy: { seq: "asc" },
    });
    const submitted = await prisma().application.findFirstOrThrow({ where: { status: "submitted" } });
    actAs(users.staff);
    const page = (await workspace(approved.id)) as ReactElement<{ settlement: unknown }>;
    expect(page.type).toBe(StaffWorkspace);
    expect(page.props.settlement).toMatchObject({
      loan: null,
      acceptedOffer: { lenderName: approved.acceptedOffer!.lender.name, amount: approved.acceptedOffer!.amount },
    });
    expect(((await workspace(submitted.id)) as ReactElement<{ settlement: unknown }>).props.settlement).toBeNull();
    actAs(null);
  });
});

describe("the readiness list beside Submit", () => {
  it("agrees with the submission gate: not ready and 409, then ready and 201 for a lender the owner approved", async () => {
    const { app, offers } = await candidate([], { needDecline: false });
    const staff = await as(users.staff);
    const before = await submissionReadiness(staff, app.id);
    expect(before.ready).toBe(false);
    expect((await submitWithoutConsent(app.id, [offers.id])).status).toBe(409);
    const missing = before.lines.filter((l) => l.enforced && !l.ok).map((l) => l.key);
    expect(missing).toEqual(expect.arrayContaining(["documents", "consent"]));

    await makeReadyForLenders(users.staff, app.id);
    await giveBankData(app.id, app.monthlyTurnover * 100);
    actAs(users.staff);
    const noConsent = await submissionReadiness(staff, app.id);
    expect(noConsent.lines.filter((l) => l.enforced && !l.ok).map((l) => l.key)).toEqual(["consent"]);
    expect(noConsent.ready).toBe(false);
    expect((await submitWithoutConsent(app.id, [offers.id])).status).toBe(409);

    await ownerConsents(app.id, [offers.id]);
    const ready = await submissionReadiness(staff, app.id);
    expect(ready.ready).toBe(true);
    expect(ready.approvedLenders.map((l) => l.id)).toEqual([offers.id]);
    expect((await submitWithoutConsent(app.id, [offers.id])).status).toBe(201);
    // Readiness is staff's: the owner and their broker are refused.
    await expect(submissionReadiness(await as(users.clientA), app.id)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("removing a wrong upload", () => {
  it("lets the owner replace their own upload before review, refuses others, and records staff's removal with its reason", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: "submitted" },
    });
    actAs(users.clientA);
    const item = (await checklistOf(app.id)).find((i) => i.required && i.status !== "approved")!;
    const first = (await (await upload(app.id, "wrong-file.pdf", PDF, "application/pdf", item.id)).json()) as {
      id: string;
    };
    // The list names the item, numbers the file and shows the item's status.
    const listed = (await documentsListView(await as(users.clientA), app.id)).find((d) => d.id === first.id)!;
    expect(listed).toMatchObject({ type: item.label, checklistItem: item.label, status: "Received", canRemove: true });
    expect(listed.version).toBeGreaterThanOrEqual(1);

    // Another client, and the referring partner (names only), cannot remove it.
    actAs(users.clientB);
    expect(
      await removeDocumentAction({}, form({ applicationId: app.id, documentId: first.id, reason: "" })),
    ).toMatchObject({ error: expect.any(String) });
    actAs(users.partnerA);
    expect(
      await removeDocumentAction({}, form({ applicationId: app.id, documentId: first.id, reason: "" })),
    ).toMatchObject({ error: "Forbidden" });
    expect(await prisma().document.count({ where: { id: first.id } })).toBe(1);

    // The owner replaces it: removed, the item needs a file again, audited as theirs.
    actAs(users.clientA);
    expect(await removeDocumentAction({}, form({ applicationId: app.id, documentId: first.id }))).toMatchObject({
      removed: "wrong-file.pdf",
    });
    expect(await prisma().document.count({ where: { id: first.id } })).toBe(0);
    const left = await prisma().document.count({ where: { checklistItemId: item.id, status: { not: "rejected" } } });
    expect((await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).status).toBe(
      left ? "received" : "requested",
    );
    expect(
      await prisma().auditEvent.findFirstOrThrow({ where: { action: "document.removed", entityId: first.id } }),
    ).toMatchObject({ actorId: users.clientA.id, actorRole: "client" });

    // Uploaded again and approved: now only staff may take it off, with a reason.
    const second = (await (await upload(app.id, "wrong-again.pdf", PDF, "application/pdf", item.id)).json()) as {
      id: string;
    };
    actAs(users.staff);
    expect((await reviewItem(app.id, item.id, { decision: "approved" })).status).toBe(200);
    expect((await lenderPackage(app.id)).documents.map((d) => d.fileName)).toContain("wrong-again.pdf");
    actAs(users.clientA);
    expect(await removeDocumentAction({}, form({ applicationId: app.id, documentId: second.id }))).toMatchObject({
      error: expect.stringContaining("approved"),
    });
    actAs(users.staff);
    expect(
      await removeDocumentAction({}, form({ applicationId: app.id, documentId: second.id, reason: "" })),
    ).toMatchObject({ fields: { reason: [expect.any(String)] } });
    expect(
      await removeDocumentAction(
        {},
        form({ applicationId: app.id, documentId: second.id, reason: "Another business's statement" }),
      ),
    ).toMatchObject({ removed: "wrong-again.pdf" });
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "document.removed", entityId: second.id },
    });
    expect(event).toMatchObject({ actorId: users.staff.id, note: "Another business's statement" });
    expect(event.before).toMatchObject({ fileName: "wrong-again.pdf", status: "approved", checklistItem: item.label });
    // Not sent to lenders any more, and the item is no longer approved.
    expect((await lenderPackage(app.id)).documents.map((d) => d.fileName)).not.toContain("wrong-again.pdf");
    expect((await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).status).not.toBe("approved");
  });
});

describe("the inline preview", () => {
  it("serves PDFs and images inline to the owner and staff only; other types stay attachments", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: "submitted" },
    });
    actAs(users.clientA);
    const pdf = (await (await upload(app.id, "statement.pdf", PDF, "application/pdf")).json()) as { id: string };
    const png = (await (await upload(app.id, "photo.png", PNG, "image/png")).json()) as { id: string };
    const csv = (await (await upload(app.id, "figures.csv", Buffer.from("a,b\n1,2\n"), "text/csv")).json()) as {
      id: string;
    };
    const get = (id: string) =>
      DOWNLOAD(apiRequest("GET", `/api/documents/${id}?disposition=inline`), routeParams({ id }));
    for (const who of ["clientA", "staff", "admin"] as const) {
      actAs(users[who]);
      const res = await get(pdf.id);
      expect(res.status, who).toBe(200);
      expect(res.headers.get("content-disposition"), who).toMatch(/^inline;/);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    }
    actAs(users.staff);
    expect((await get(png.id)).headers.get("content-disposition")).toMatch(/^inline;/);
    expect((await get(csv.id)).headers.get("content-disposition")).toMatch(/^attachment;/);
    // Another client is told it does not exist; a partner never opens a client's documents.
    actAs(users.clientB);
    expect((await get(pdf.id)).status).toBe(404);
    actAs(users.partnerA);
    expect((await get(pdf.id)).status).toBe(403);
    actAs(null);
    expect((await get(pdf.id)).status).toBe(401);
  });
});
