import { only, type AuthzRow } from "./types";

// Issue 16 item 5: only staff and admin record a settlement or a loan's end; the loan is read like its application.
export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/settlement/route.ts",
    method: "GET",
    note: "the settled loan: own, referred, staff; someone else's is not found",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/settlement`, params: { id: c.applicationId } }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "applications/[id]/settlement/route.ts",
    method: "POST",
    note: "record settlement: staff only (an empty body is a 400 after the permission check)",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/settlement`,
      params: { id: c.applicationId },
      body: {},
    }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
  {
    route: "applications/[id]/settlement/close/route.ts",
    method: "POST",
    note: "repaid or defaulted: staff only",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/settlement/close`,
      params: { id: c.applicationId },
      body: {},
    }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
];
