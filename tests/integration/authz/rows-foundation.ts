import { only, type AuthzRow } from "./types";

const everyone = (status: number) => only({}, status, status);

export const rows: AuthzRow[] = [
  { route: "health/route.ts", method: "GET", request: () => ({ path: "/api/health" }), expect: everyone(200) },
  { route: "ready/route.ts", method: "GET", request: () => ({ path: "/api/ready" }), expect: everyone(200) },
  // Public like readiness: a status, the driver's name and when it was asked; never an error or a key.
  {
    route: "health/storage/route.ts",
    method: "GET",
    request: () => ({ path: "/api/health/storage" }),
    expect: everyone(200),
  },
  // No METRICS_TOKEN in the tests: the endpoint does not exist for anyone (a session is no key to it).
  { route: "metrics/route.ts", method: "GET", request: () => ({ path: "/api/metrics" }), expect: everyone(404) },
  {
    route: "auth/user/route.ts",
    method: "GET",
    request: () => ({ path: "/api/auth/user" }),
    expect: only({ clientA: 200, clientB: 200, partnerA: 200, partnerB: 200, staff: 200, admin: 200 }, 200),
  },
  {
    route: "applications/route.ts",
    method: "GET",
    note: "each role gets its own view",
    request: () => ({ path: "/api/applications" }),
    expect: only({ clientA: 200, clientB: 200, partnerA: 200, partnerB: 200, staff: 200, admin: 200 }, 200),
  },
];

rows.push({
  route: "applications/route.ts",
  method: "POST",
  note: "public wizard submission; an invalid body is refused for everyone",
  request: () => ({ path: "/api/applications", body: {} }),
  expect: only({}, 400, 400),
});

// An address no route answers: the API's JSON 404 for every caller and every method.
for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const)
  rows.push({
    route: "[[...path]]/route.ts",
    method,
    request: () => ({ path: "/api/no-such-route", body: method === "GET" || method === "DELETE" ? undefined : {} }),
    expect: everyone(404),
  });
