import { only, type AuthzRow } from "./types";

export const rows: AuthzRow[] = [
  {
    route: "applications/confirm/route.ts",
    method: "POST",
    note: "public: the e-mailed token is the proof; an unknown token attaches nothing for anyone",
    request: () => ({ path: "/api/applications/confirm", body: { token: "x".repeat(43), consentSoftCheck: true } }),
    expect: only({}, 404, 404),
  },
];
