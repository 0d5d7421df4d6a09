/**
 * The authorization matrix, as data. Each area adds its rows in `rows-<area>.ts` (exporting
 * `rows: AuthzRow[]`); authz-matrix.test.ts runs every row for every actor and fails when an
 * `app/api` route method has no row.
 *
 * "Own record" vs "someone else's": the subject records in AuthzContext belong to clientA and were
 * referred by partnerA, so clientB and partnerB are the "someone else" cases.
 */
import type { DemoUsers } from "../../support/fixtures";

export const ACTORS = ["anon", "clientA", "clientB", "partnerA", "partnerB", "staff", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export interface AuthzContext {
  users: DemoUsers;
  /** An application owned by clientA and referred by partnerA. */
  applicationId: string;
  /** A document on that application. */
  documentId: string;
  /** A lead of partnerA. */
  leadId: string;
}

export interface AuthzRequest {
  /** Path with query string, e.g. `/api/messages?applicationId=…`. */
  path: string;
  body?: unknown;
  /** Dynamic route params, e.g. `{ id }`. */
  params?: Record<string, string>;
}

export interface AuthzRow {
  /** The route file under app/api, e.g. "applications/[id]/status/route.ts". */
  route: string;
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** What this row checks, e.g. "own application". */
  note?: string;
  request: (ctx: AuthzContext) => AuthzRequest;
  /** Expected status per actor; an array allows any of them (e.g. [200, 201]). Every actor is required. */
  expect: Record<Actor, number | number[]>;
}

/** Shorthand for the common shapes. */
export const only = (
  allowed: Partial<Record<Actor, number | number[]>>,
  otherwise: number,
  anon = 401,
): Record<Actor, number | number[]> =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed[a] ?? (a === "anon" ? anon : otherwise)])) as Record<
    Actor,
    number | number[]
  >;
