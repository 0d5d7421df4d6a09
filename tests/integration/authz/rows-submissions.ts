import { only, type AuthzRow } from "./types";

/** Issue 16 items 1-2: the submissions board is staff-only; clients and partners get 403 on every route. */
export const rows: AuthzRow[] = [
  {
    route: "staff/applications/[id]/submissions/route.ts",
    method: "GET",
    note: "the board (match list, submissions, offers): staff and admin only",
    request: (c) => ({
      path: `/api/staff/applications/${c.applicationId}/submissions`,
      params: { id: c.applicationId },
    }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/applications/[id]/submissions/route.ts",
    method: "POST",
    note: "submit to lenders: staff only; the subject file is not ready, so staff get the readiness 409",
    request: (c) => ({
      path: `/api/staff/applications/${c.applicationId}/submissions`,
      params: { id: c.applicationId },
      body: { lenderIds: ["lender-x"] },
    }),
    expect: only({ staff: [400, 409], admin: [400, 409] }, 403),
  },
  {
    route: "staff/submissions/[id]/route.ts",
    method: "PATCH",
    note: "withdraw / key in: staff only; an unknown submission is 404 after the permission check",
    request: () => ({
      path: "/api/staff/submissions/missing",
      params: { id: "missing" },
      body: { action: "withdraw" },
    }),
    expect: only({ staff: 404, admin: 404 }, 403),
  },
];
