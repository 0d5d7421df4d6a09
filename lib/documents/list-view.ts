import "server-only";
import { documentTypeLabel } from "@/lib/applications/client";
import { readableApplication } from "@/lib/applications/queries";
import { can, scopeOf } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { checklistStatusLabel } from "./checklist";
import { previewKind } from "./preview";

/** One row of the documents list (components/documents/documents-list.tsx), plain data. */
export interface DocumentRow {
  id: string;
  fileName: string;
  /** The checklist item's label for a file sent for one, else the stored type in words. */
  type: string;
  checklistItem: string | null;
  /** 1 for an item's first file, 2 for the one sent after it, …; null for a general upload. */
  version: number | null;
  uploadedAt: string;
  uploadedBy: string;
  /** What the checklist says of it (a file on an item shows the item's status unless it was turned down). */
  status: string;
  sizeBytes: number;
  preview: "pdf" | "image" | null;
  /** The viewer may open the file (owner or staff; partners see names and statuses only). */
  canOpen: boolean;
  /** The viewer may take it off the file (staff with a reason; the owner before approval). */
  canRemove: boolean;
}

interface Stored {
  id: string;
  fileName: string;
  documentType: string;
  status: string;
  sizeBytes: number;
  contentType: string;
  createdAt: Date;
  ownerId: string;
  checklistItemId: string | null;
  checklistItem: { label: string; status: string } | null;
  uploadedBy: { firstName: string | null; lastName: string | null; role: string } | null;
  owner: { firstName: string | null; lastName: string | null };
}

const nameOf = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || "—";

/** The status a file shows: its item's, unless the file itself was turned down; a general upload's own. */
export function documentStatusLabel(doc: { status: string; checklistItem: { status: string } | null }): string {
  if (doc.status === "rejected") return "Rejected";
  if (doc.checklistItem) return checklistStatusLabel(doc.checklistItem.status);
  return doc.status === "approved" ? "Approved" : "Awaiting review";
}

/** Rows newest first, each item's files numbered oldest first (pure: tested without a database). */
export function documentRows(
  docs: Stored[],
  viewer: { id: string; staff: boolean; mayOpen: boolean; mayRemoveOwn: boolean },
): DocumentRow[] {
  const versions = new Map<string, number>();
  const byItem = new Map<string, number>();
  for (const d of [...docs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))) {
    if (!d.checklistItemId) continue;
    const n = (byItem.get(d.checklistItemId) ?? 0) + 1;
    byItem.set(d.checklistItemId, n);
    versions.set(d.id, n);
  }
  return [...docs]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .map((d) => {
      const own = d.ownerId === viewer.id;
      const approved = d.status === "approved" || d.checklistItem?.status === "approved";
      return {
        id: d.id,
        fileName: d.fileName,
        type: d.checklistItem ? d.checklistItem.label : documentTypeLabel(d.documentType),
        checklistItem: d.checklistItem?.label ?? null,
        version: versions.get(d.id) ?? null,
        uploadedAt: d.createdAt.toISOString(),
        uploadedBy: nameOf(d.uploadedBy ?? d.owner),
        status: documentStatusLabel(d),
        sizeBytes: d.sizeBytes,
        preview: previewKind(d.contentType),
        canOpen: viewer.mayOpen,
        canRemove: viewer.staff || (viewer.mayRemoveOwn && own && !approved),
      };
    });
}

/** An application's documents as the viewer may list them (client: own, partner: referred, team: any). */
export async function documentsListView(user: SessionUser, applicationId: string): Promise<DocumentRow[]> {
  const app = await readableApplication(user, applicationId);
  const resource = { ownerId: app.clientId, partnerId: app.partnerId };
  if (!can(user, "read:document-list", resource)) return [];
  const prisma = await db();
  const docs = await prisma.document.findMany({
    where: { applicationId },
    select: {
      id: true,
      fileName: true,
      documentType: true,
      status: true,
      sizeBytes: true,
      contentType: true,
      createdAt: true,
      ownerId: true,
      checklistItemId: true,
      checklistItem: { select: { label: true, status: true } },
      uploadedBy: { select: { firstName: true, lastName: true, role: true } },
      owner: { select: { firstName: true, lastName: true } },
    },
  });
  return documentRows(docs, {
    id: user.id,
    staff: scopeOf(user, "remove:document") === "any",
    mayOpen: can(user, "read:document", resource),
    mayRemoveOwn: can(user, "remove:document", resource),
  });
}
