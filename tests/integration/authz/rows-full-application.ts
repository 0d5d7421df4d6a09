import { emptyFullApplication } from "@/lib/applications/full-application/schema";
import { only, type AuthzRow } from "./types";

/** The full application (issue 15): the client's own, the referring partner's, the team's — nobody else's. */
export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/full-application/route.ts",
    method: "GET",
    note: "own, referred, someone else's",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/full-application`,
      params: { id: c.applicationId },
    }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "applications/[id]/full-application/route.ts",
    method: "PUT",
    note: "a partner completes only the clients they referred",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/full-application`,
      params: { id: c.applicationId },
      body: { ...emptyFullApplication(), purpose: { detail: "Authorization matrix", useOfFunds: "" } },
    }),
    // 409 when the subject application happens to be closed (settled, declined, withdrawn), or, for the
    // client and the partner, has gone to lenders (issue #39 item 7).
    expect: only(
      { clientA: [200, 409], clientB: 404, partnerA: [200, 409], partnerB: 404, staff: [200, 409], admin: [200, 409] },
      403,
    ),
  },
];
