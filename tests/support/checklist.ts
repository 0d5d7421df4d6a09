import { GET as CHECKLIST } from "@/app/api/applications/[id]/checklist/route";
import { PATCH as REVIEW } from "@/app/api/applications/[id]/checklist/[itemId]/route";
import { actAs, apiRequest, currentClaims, replayClaims, routeParams } from "./session";
import type { DemoUser } from "./fixtures";

export interface Item {
  id: string;
  key: string;
  label: string;
  required: boolean;
  status: string;
  rejectionReason: string | null;
  documents: { id: string }[];
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

/** Staff approve every required item, as a reviewer would before lender matching. */
export async function approveRequiredItems(staff: DemoUser, applicationId: string) {
  const before = currentClaims();
  actAs(staff);
  for (const item of (await checklistOf(applicationId)).filter((i) => i.required && i.status !== "approved")) {
    const res = await reviewItem(applicationId, item.id, { decision: "approved" });
    if (res.status !== 200) throw new Error(`approve ${res.status}`);
  }
  replayClaims(before);
}
