import { only, type AuthzRow } from "./types";

/** Issue 16 items 3 and 4: offers (read, accept, decline all) and contract signing. */
export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/offers/route.ts",
    method: "GET",
    note: "own, referred, any for staff; someone else's is a 404",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/offers`, params: { id: c.applicationId } }),
    expect: only({ clientA: 200, clientB: 404, partnerA: 200, partnerB: 404, staff: 200, admin: 200 }, 403),
  },
  {
    route: "offers/[id]/accept/route.ts",
    method: "POST",
    note: "clients only (an unknown offer is a 404); partners and staff never accept for a client",
    request: () => ({ path: "/api/offers/x/accept", params: { id: "x" }, body: { confirmed: true } }),
    expect: only({ clientA: 404, clientB: 404 }, 403),
  },
  {
    route: "applications/[id]/offers/decline/route.ts",
    method: "POST",
    note: "own application only (no open offers: 409); someone else's 404; partners and staff 403",
    request: (c) => ({ path: `/api/applications/${c.applicationId}/offers/decline`, params: { id: c.applicationId } }),
    expect: only({ clientA: 409, clientB: 404 }, 403),
  },
  {
    route: "contracts/[id]/sign/route.ts",
    method: "POST",
    note: "clients only (an unknown contract is a 404); staff never sign for a client",
    request: () => ({
      path: "/api/contracts/x/sign",
      params: { id: "x" },
      body: { fullName: "Alex Client", consent: true },
    }),
    expect: only({ clientA: 404, clientB: 404 }, 403),
  },
];
