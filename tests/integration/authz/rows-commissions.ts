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
];
