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
  {
    route: "staff/payout-runs/route.ts",
    method: "GET",
    note: "payout runs: staff only",
    request: () => ({ path: "/api/staff/payout-runs" }),
    expect: only({ staff: 200, admin: 200 }, 403),
  },
  {
    route: "staff/payout-runs/route.ts",
    method: "POST",
    note: "prepare a payout run: staff only (an empty body is a 400 after the permission check)",
    request: () => ({ path: "/api/staff/payout-runs", body: {} }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
  ...(
    [
      ["staff/payout-runs/[id]/route.ts", "GET", ""],
      ["staff/payout-runs/[id]/aba/route.ts", "GET", "/aba"],
      ["staff/payout-runs/[id]/approve/route.ts", "POST", "/approve"],
      ["staff/payout-runs/[id]/cancel/route.ts", "POST", "/cancel"],
    ] as const
  ).map(([route, method, tail]): AuthzRow => ({
    route,
    method,
    note: "a payout run: staff only (no such run is a 404 after the permission check)",
    request: () => ({ path: `/api/staff/payout-runs/no-such-run${tail}`, params: { id: "no-such-run" } }),
    expect: only({ staff: 404, admin: 404 }, 403),
  })),
  {
    route: "staff/payout-runs/[id]/paid/route.ts",
    method: "POST",
    note: "mark a run paid: staff only (an empty body is a 400 after the permission check)",
    request: () => ({ path: "/api/staff/payout-runs/no-such-run/paid", params: { id: "no-such-run" }, body: {} }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
];
