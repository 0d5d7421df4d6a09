import { only, type AuthzRow } from "./types";

/**
 * The partner API (issue 35 item 6, ADR 072): /api/v1 answers only an API key in the Authorization
 * header, never a session cookie, so every signed-in actor here (none sends a key) gets 401 like an
 * anonymous caller; keys, scopes, ownership and revocation are tested in
 * tests/integration/partner-api.test.ts. The OpenAPI document and its page are public.
 */
const noKey = only({}, 401, 401);

export const rows: AuthzRow[] = [
  {
    route: "v1/leads/route.ts",
    method: "POST",
    note: "create a lead: an API key with leads:write only",
    request: () => ({ path: "/api/v1/leads", body: { contactName: "Sam Lee", businessName: "Lee Bakery" } }),
    expect: noKey,
  },
  {
    route: "v1/leads/[leadId]/applications/route.ts",
    method: "POST",
    note: "apply on the client's behalf: an API key with leads:write only",
    request: (c) => ({ path: `/api/v1/leads/${c.leadId}/applications`, body: {}, params: { leadId: c.leadId } }),
    expect: noKey,
  },
  {
    route: "v1/applications/[applicationId]/route.ts",
    method: "GET",
    note: "status and offers: an API key with applications:read only",
    request: (c) => ({ path: `/api/v1/applications/${c.applicationId}`, params: { applicationId: c.applicationId } }),
    expect: noKey,
  },
  {
    route: "v1/applications/[applicationId]/documents/route.ts",
    method: "POST",
    note: "upload a document: an API key with documents:write only",
    request: (c) => ({
      path: `/api/v1/applications/${c.applicationId}/documents`,
      body: {},
      params: { applicationId: c.applicationId },
    }),
    expect: noKey,
  },
  {
    route: "docs/route.ts",
    method: "GET",
    note: "the API's documentation page: public",
    request: () => ({ path: "/api/docs" }),
    expect: only({}, 200, 200),
  },
  {
    route: "docs/openapi.json/route.ts",
    method: "GET",
    note: "the OpenAPI document: public",
    request: () => ({ path: "/api/docs/openapi.json" }),
    expect: only({}, 200, 200),
  },
];
