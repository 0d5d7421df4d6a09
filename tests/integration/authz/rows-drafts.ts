import { only, type AuthzRow } from "./types";

/**
 * Wizard drafts (ADR 014). A draft is named by the caller's HttpOnly cookie, never by an id in the
 * request, so these rows run without one: nobody reaches a draft. Other cookies, linked drafts and
 * the portal's continue link are proven in tests/integration/wizard-drafts.test.ts.
 */
export const rows: AuthzRow[] = [
  {
    route: "applications/draft/route.ts",
    method: "GET",
    note: "public: without a draft cookie there is no draft for anyone",
    request: () => ({ path: "/api/applications/draft" }),
    expect: only({}, 200, 200),
  },
  {
    route: "applications/draft/route.ts",
    method: "PUT",
    note: "applicants (signed out or clients) save; the team and partners do not apply",
    request: () => ({ path: "/api/applications/draft", body: { step: 2, answers: { purpose: "growth" } } }),
    expect: only({ clientA: 200, clientB: 200 }, 403, 200),
  },
  {
    route: "applications/draft/link/route.ts",
    method: "POST",
    note: "without a draft cookie there is nothing to e-mail",
    request: () => ({ path: "/api/applications/draft/link" }),
    expect: only({ clientA: 404, clientB: 404 }, 403, 404),
  },
];
