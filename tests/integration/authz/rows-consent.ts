import { only, type AuthzRow } from "./types";

/**
 * Issue 34 items 1-2 (ADR 066): only the owner answers for a lender, withdraws one or asks for
 * deletion; the referring broker reads the list and asks the owner; staff propose and read. Someone
 * else's application is not found. The behaviour itself: tests/integration/lender-consent.test.ts.
 */
export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/lenders/route.ts",
    method: "GET",
    note: "the lender list and ledger: owner, referring partner, staff; anyone else 404",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/lenders`, params: { id: c.applicationId } }),
    expect: only({ clientA: 200, partnerA: 200, staff: 200, admin: 200 }, 404),
  },
  {
    route: "applications/[id]/lenders/route.ts",
    method: "POST",
    note: "consent: the owner only (a lender not proposed is 409, nothing recorded); brokers and staff 403",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/lenders`,
      params: { id: c.applicationId },
      body: { action: "approve", lenderId: "lender-x" },
    }),
    expect: only({ clientA: 409, clientB: 404 }, 403),
  },
  {
    route: "applications/[id]/lenders/request/route.ts",
    method: "POST",
    note: "ask the owner: the referring broker only (nothing waiting is 409)",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/lenders/request`, params: { id: c.applicationId } }),
    expect: only({ partnerA: [200, 409], partnerB: 404 }, 403),
  },
  {
    route: "applications/[id]/lenders/[lenderId]/receipt/route.ts",
    method: "GET",
    note: "the consent receipt: owner and staff (no consent for this lender: 404)",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/lenders/lender-x/receipt`,
      params: { id: c.applicationId, lenderId: "lender-x" },
    }),
    expect: only({ clientA: 404, clientB: 404, staff: 404, admin: 404 }, 403),
  },
  {
    route: "staff/applications/[id]/lender-proposals/route.ts",
    method: "POST",
    note: "propose lenders: staff only (not in the match list: 400, or a closed file: 409)",
    request: (c) => ({
      path: `/api/staff/applications/${c.applicationId}/lender-proposals`,
      params: { id: c.applicationId },
      body: { lenderIds: ["lender-x"] },
    }),
    expect: only({ staff: [400, 409], admin: [400, 409] }, 403),
  },
];
