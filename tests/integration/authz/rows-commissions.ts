import { only, type AuthzRow } from "./types";

// Issue 35: commission terms, remittances and payout runs. Admin sets a partner's split and payout
// account; staff import remittances and prepare, approve and pay payout runs.
export const rows: AuthzRow[] = [
  {
    route: "admin/partners/[id]/route.ts",
    method: "PATCH",
    note: "a partner's split and payout account: admin only (an empty body is a 400 after the permission check)",
    request: (c) => ({
      path: `/api/admin/partners/${c.users.partnerA.id}`,
      params: { id: c.users.partnerA.id },
      body: {},
    }),
    expect: only({ admin: 400 }, 403),
  },
  {
    route: "staff/remittances/route.ts",
    method: "GET",
    note: "the latest remittances: staff only",
    request: () => ({ path: "/api/staff/remittances" }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/remittances/route.ts",
    method: "POST",
    note: "import a remittance: staff only (an empty body is a 400 after the permission check)",
    request: () => ({ path: "/api/staff/remittances", body: {} }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
];
