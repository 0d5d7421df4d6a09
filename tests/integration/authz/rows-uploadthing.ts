import { only, type AuthzRow } from "./types";

/**
 * /api/uploadthing (issue 17, direct uploads). The matrix runs with local disk storage, where the
 * route answers 404 "not configured" once the caller is allowed to upload at all; the ownership and
 * target checks of the FileRouter's middleware run against the UploadThing fake in
 * tests/integration/uploadthing-router.test.ts.
 */
export const rows: AuthzRow[] = [
  {
    route: "uploadthing/route.ts",
    method: "GET",
    note: "the route config: public, and absent unless UploadThing stores documents",
    request: () => ({ path: "/api/uploadthing" }),
    expect: only({}, 404, 404),
  },
  {
    route: "uploadthing/route.ts",
    method: "POST",
    note: "start an upload: signed in and allowed to upload (clients, partners); not configured here",
    request: (c) => ({
      path: "/api/uploadthing?actionType=upload&slug=document",
      body: {
        files: [{ name: "statement.pdf", size: 100, type: "application/pdf" }],
        input: { applicationId: c.applicationId },
      },
    }),
    expect: only({ clientA: 404, clientB: 404, partnerA: 404, partnerB: 404 }, 403),
  },
];
