import { only, type AuthzContext, type AuthzRow } from "./types";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A real upload to the subject application (clientA's, referred by partnerA). */
function pdfUpload(c: AuthzContext) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], "statement.pdf", { type: "application/pdf" }));
  form.set("applicationId", c.applicationId);
  return { path: "/api/documents/upload", body: form };
}

export const rows: AuthzRow[] = [
  {
    route: "documents/upload/route.ts",
    method: "POST",
    note: "a real file: the owner and the referring partner, never another client or partner",
    request: pdfUpload,
    expect: only({ clientA: 201, clientB: 404, partnerA: 201, partnerB: 404 }, 403),
  },
  {
    route: "applications/[id]/checklist/route.ts",
    method: "GET",
    note: "own, referred, someone else's",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/checklist`, params: { id: c.applicationId } }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "applications/[id]/checklist/route.ts",
    method: "POST",
    note: "custom request: staff only",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/checklist`,
      params: { id: c.applicationId },
      body: { title: "Please send your latest ATO portal statement", note: "The last 12 months." },
    }),
    expect: only({ staff: 201, admin: 201 }, 403),
  },
  {
    route: "applications/[id]/checklist/[itemId]/route.ts",
    method: "PATCH",
    note: "review: staff only; a reject without a reason is a 400 after the permission check",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/checklist/x`,
      params: { id: c.applicationId, itemId: "x" },
      body: { decision: "rejected" },
    }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
];
