import { only, type AuthzRow } from "./types";

/**
 * Disclosures and guarantors (issue #34 items 3-4, ADR 067). The needs-and-objectives record: the
 * client and staff complete it, the referring partner reads it. A guarantor's contract is reached by
 * their link's token alone (an unknown one is 404 for everyone); the provider's webhook by its HMAC
 * alone (none: 401 for everyone); staff upload the lender's contract.
 */
const NEEDS = {
  purpose: "Working capital for the Christmas stock order.",
  amount: "60000",
  termMonths: "12",
  repaymentPreference: "weekly",
  whyThisProduct: "A short term loan repaid from the season's sales.",
};

export const rows: AuthzRow[] = [
  {
    route: "applications/[id]/needs-objectives/route.ts",
    method: "GET",
    note: "own application, its referrer, staff",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/needs-objectives`,
      params: { id: c.applicationId },
    }),
    expect: only({ clientA: 200, partnerA: 200, staff: 200, admin: 200 }, 404),
  },
  {
    route: "applications/[id]/needs-objectives/route.ts",
    method: "PUT",
    note: "the client or staff complete it; the referrer may not",
    request: (c) => ({
      path: `/api/applications/${c.applicationId}/needs-objectives`,
      params: { id: c.applicationId },
      body: NEEDS,
    }),
    expect: only({ clientA: 200, staff: 200, admin: 200 }, 404),
  },
  {
    route: "guarantees/[token]/contract/route.ts",
    method: "GET",
    note: "an unknown link is not found for anyone",
    request: () => {
      const token = "x".repeat(43);
      return { path: `/api/guarantees/${token}/contract`, params: { token } };
    },
    expect: only({}, 404, 404),
  },
  {
    route: "esign/webhook/route.ts",
    method: "POST",
    note: "without the provider's HMAC signature: refused for everyone",
    request: () => ({ path: "/api/esign/webhook", body: { envelopeId: "env_x", event: "envelope_completed" } }),
    expect: only({}, 401, 401),
  },
  {
    route: "staff/contracts/[id]/lender-contract/route.ts",
    method: "POST",
    note: "staff upload the lender's contract (not a PDF: 400)",
    request: () => ({ path: "/api/staff/contracts/none/lender-contract", params: { id: "none" }, body: "not a pdf" }),
    expect: only({ staff: 400, admin: 400 }, 403),
  },
];
