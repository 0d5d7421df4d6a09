import { only, type AuthzRow } from "./types";

/** Issue 33 item 5 (ADR 071): the owner's statement upload and the bank connection's return. */
export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/statements/route.ts",
    method: "POST",
    note: "not multipart: only the owner gets as far as reading the body; the broker never uploads bank data",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/statements`,
      params: { id: c.applicationId },
      body: { file: "x" },
    }),
    expect: only({ clientA: 400, clientB: 404, partnerA: 404, partnerB: 404 }, 403),
  },
  {
    route: "applications/[id]/bank-connection/route.ts",
    method: "GET",
    note: "the owner comes back (an unknown state connects nothing); anyone else 404",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/bank-connection?connection=fakecdr_x&state=unknown`,
      params: { id: c.applicationId },
    }),
    expect: only({ clientA: 303 }, 404),
  },
];
