import { randomUUID } from "node:crypto";
import { GET as CHECKLIST } from "@/app/api/applications/[id]/checklist/route";
import { PATCH as REVIEW } from "@/app/api/applications/[id]/checklist/[itemId]/route";
import { actAs, apiRequest, currentClaims, replayClaims, routeParams } from "./session";
import { testDatabase, type DemoUser } from "./fixtures";

export interface Item {
  id: string;
  key: string;
  label: string;
  required: boolean;
  status: string;
  rejectionReason: string | null;
  documents: { id: string; status: string }[];
}

/** The application's checklist through its route, as whoever is acting. */
export async function checklistOf(applicationId: string): Promise<Item[]> {
  const res = await CHECKLIST(
    apiRequest("GET", `/api/applications/${applicationId}/checklist`),
    routeParams({ id: applicationId }),
  );
  if (res.status !== 200) throw new Error(`checklist ${res.status}`);
  return (await res.json()) as Item[];
}

export const reviewItem = (applicationId: string, itemId: string, body: unknown) =>
  REVIEW(
    apiRequest("PATCH", `/api/applications/${applicationId}/checklist/${itemId}`, body),
    routeParams({ id: applicationId, itemId }),
  );

/**
 * A file on the item, as if the client had uploaded it (a row and the move to received; no bytes are
 * stored: nothing here downloads it). Fixture set-up, like createOffer: the upload route is tested
 * on its own, and its hourly limit would stop a test that readies many applications.
 */
export async function attachDocument(applicationId: string, itemId: string) {
  const prisma = testDatabase().connection.prisma;
  const app = await prisma.application.findUniqueOrThrow({ where: { id: applicationId }, select: { clientId: true } });
  await prisma.document.create({
    data: {
      applicationId,
      ownerId: app.clientId,
      checklistItemId: itemId,
      fileName: "document.pdf",
      sizeBytes: 1024,
      contentType: "application/pdf",
      storageDriver: "local",
      storageKey: `documents/${applicationId.toLowerCase()}/fixture-${randomUUID()}`,
    },
  });
  await prisma.checklistItem.update({ where: { id: itemId }, data: { status: "received" } });
}

/** Staff approve every required item (a file sent for each first), as a reviewer would before lender matching. */
export async function approveRequiredItems(staff: DemoUser, applicationId: string) {
  const before = currentClaims();
  actAs(staff);
  for (const item of (await checklistOf(applicationId)).filter((i) => i.required && i.status !== "approved")) {
    if (!item.documents.some((d) => d.status !== "rejected")) await attachDocument(applicationId, item.id);
    const res = await reviewItem(applicationId, item.id, { decision: "approved" });
    if (res.status !== 200) throw new Error(`approve ${res.status}`);
  }
  replayClaims(before);
}
