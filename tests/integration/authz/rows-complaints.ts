import { only, type AuthzRow } from "./types";

/**
 * The complaints register (issue 34 item 5, ADR 061). Anyone may lodge a complaint (signed out with a
 * name and e-mail address, signed in as themselves); only staff work the register. Which complaints
 * a client or partner sees is tested in tests/integration/complaints.test.ts.
 */
export const rows: AuthzRow[] = [
  {
    route: "complaints/route.ts",
    method: "GET",
    note: "the complaints list: own for clients and partners, all for staff",
    request: () => ({ path: "/api/complaints" }),
    expect: only({ clientA: 200, clientB: 200, partnerA: 200, partnerB: 200, staff: 200, admin: 200 }, 403),
  },
  {
    route: "complaints/route.ts",
    method: "POST",
    note: "lodge: signed out with a name and e-mail address, clients and partners as themselves; staff do not lodge",
    request: () => ({
      path: "/api/complaints",
      body: {
        name: "Pat Visitor",
        email: "pat.authz@example.com",
        category: "service",
        description: "Nobody called me back.",
      },
    }),
    expect: only({ anon: 201, clientA: 201, clientB: 201, partnerA: 201, partnerB: 201 }, 403),
  },
  {
    route: "staff/complaints/[id]/route.ts",
    method: "PATCH",
    note: "work the register: staff and admin only (an unknown complaint is 404 for them)",
    request: () => ({ path: "/api/staff/complaints/none", params: { id: "none" }, body: { action: "acknowledge" } }),
    expect: only({ staff: 404, admin: 404 }, 403),
  },
];
